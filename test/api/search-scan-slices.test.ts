/**
 * Listings read in slices (ADR 0072): a listing whose filters no index answers reads a large catalogue slice by
 * slice. With slices of 40 rows the seeded catalogue is cut into many, and every answer (total, facets, page, order)
 * is still the one a single statement over all listed products gives.
 */
process.env.SEARCH_SLICE_ROWS = '40';
// The statements' slices are under test: the facet index, which finds these listings' products itself once filled
// (ADRs 0080, 0081), is off.
process.env.SEARCH_FACET_INDEX_ROWS = '0';

import { loadScanSlices } from '@/lib/server/search/scan-slices';
import { itListsWithoutCategoryAsOneStatement } from './support/listings-without-category';
import { createSeededShop, type SeededShop } from './support/test-database';

let shop: SeededShop;

beforeAll(async () => {
  shop = await createSeededShop();
}, 180_000);
afterAll(() => shop?.close());

describe('listings read in slices', () => {
  it('cut the seeded catalogue into many slices', async () => {
    expect((await loadScanSlices(shop.database.db)).length).toBeGreaterThan(4);
  });

  itListsWithoutCategoryAsOneStatement(() => shop);
});
