/**
 * Listings without a category found by the facet index in memory (ADR 0081): once it is filled, the API's total,
 * pages and facets are the ones a single statement over every listed product gives, and the index found them.
 */
import { FacetIndex, facetIndexOf } from '@/lib/server/search/facet-index';
import { itListsWithoutCategoryAsOneStatement } from './support/listings-without-category';
import { createSeededShop, type SeededShop } from './support/test-database';

let shop: SeededShop;
let listed: jest.SpyInstance;

beforeAll(async () => {
  shop = await createSeededShop();
  expect(await facetIndexOf(shop.database.db)!.whenFilled()).toBe(true);
  listed = jest.spyOn(FacetIndex.prototype, 'listed');
}, 180_000);
afterAll(async () => {
  listed.mockRestore();
  await shop?.close();
});

describe('listings without a category, in memory', () => {
  itListsWithoutCategoryAsOneStatement(() => shop);

  it('found each of those listings in memory, none by a statement', async () => {
    const found = await Promise.all(listed.mock.results.map((result) => result.value as Promise<unknown>));
    expect(found.length).toBeGreaterThanOrEqual(4);
    expect(found.every((set) => set !== null)).toBe(true);
  });
});
