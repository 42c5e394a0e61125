/**
 * Below SEARCH_TEXT_IN_MEMORY_FROM listed products (5,000 by default) a text search keeps its one statement (ADR 0082):
 * on the demo catalogue (a few hundred products) the facet index keeps no text vectors, in any store's language, and
 * no search is ranked in memory. test/api/search-text-in-memory.test.ts covers the other side (the threshold at 0).
 */
import { getStoreView, type StoreCode } from '@/lib/config/store-views';
import { TextColumns } from '@/lib/domain/text-columns';
import { buildSearchRequest } from '@/lib/server/search/catalog-search';
import { facetIndexOf } from '@/lib/server/search/facet-index';
import { searchProducts } from '@/lib/server/search/product-search';
import { createSeededShop, databaseKind, type SeededShop } from './support/test-database';

jest.setTimeout(300_000);
delete process.env.SEARCH_TEXT_IN_MEMORY_FROM;

let shop: SeededShop;
const index = () => facetIndexOf(shop.database.db)!;
/** Every vector the copy keeps, from its first fill on. */
let kept: jest.SpyInstance;

beforeAll(async () => {
  kept = jest.spyOn(TextColumns.prototype, 'add');
  shop = await createSeededShop();
  expect(await index().whenFilled()).toBe(true);
}, 180_000);
afterAll(async () => {
  jest.restoreAllMocks();
  await shop?.close();
});

const search = async (store: StoreCode, text: string) =>
  searchProducts(shop.database.db, getStoreView(store), buildSearchRequest('product', { size: '18' }, { _searchText: text }));

describe(`text searches below the in-memory threshold (${databaseKind()})`, () => {
  it('are answered by their statement in every store language, and the copy keeps no text', async () => {
    const ranked = jest.spyOn(TextColumns.prototype, 'ranks');
    // A search in a language is what asks the copy to keep that language's vectors: ask all three, twice.
    for (const store of ['default', 'de', 'it'] as const) await search(store, 'jacke');
    await index().inStep();
    expect(await index().whenFilled()).toBe(true);
    for (const [store, text] of [['default', 'jacket'], ['default', 'gym bag'], ['de', 'jacke'], ['it', 'giacca']] as const) {
      expect([store, text, (await search(store, text)).total > 0]).toEqual([store, text, true]);
    }
    // Neither the fill nor anything after the searches in three languages kept a vector; no search ranked in memory.
    expect(kept).not.toHaveBeenCalled();
    expect(ranked).not.toHaveBeenCalled();
    expect((['english', 'german', 'italian'] as const).map((language) => index().textOf(language))).toEqual([null, null, null]);
  });
});
