/**
 * Text searches found in the facet index's copy of the text vectors (ADR 0082): once it is filled, and once it keeps
 * the store's language, the products, their order and scores, and the total are the ones the statement gives, and
 * the copy found them; a product written since (out of stock, renamed) is found as the database has it now.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getStoreView, type StoreCode } from '@/lib/config/store-views';
import { execute } from '@/lib/server/db/execute';
import { buildSearchRequest } from '@/lib/server/search/catalog-search';
import { TextColumns } from '@/lib/domain/text-columns';
import { FacetIndex, facetIndexOf } from '@/lib/server/search/facet-index';
import { searchProducts } from '@/lib/server/search/product-search';
import { loadJudgements } from '../search/judgements';
import { createSeededShop, databaseKind, type SeededShop } from './support/test-database';

jest.setTimeout(300_000);
// Out-of-stock products are left out of searches (the shop's setting): the copy must follow a stock write.
process.env.LIST_OUT_OF_STOCK_PRODUCTS = 'false';
// The demo catalogue is far smaller than a shop whose text searches are found in memory by default.
process.env.SEARCH_TEXT_IN_MEMORY_FROM = '0';

let shop: SeededShop;
const db = () => shop.database.db;
const index = () => facetIndexOf(db())!;

beforeAll(async () => {
  shop = await createSeededShop();
  expect(await index().whenFilled()).toBe(true);
}, 180_000);
afterAll(async () => {
  jest.restoreAllMocks();
  await shop?.close();
});

const TEXTS: { store: StoreCode; text: string }[] = [
  ...['jacket', 'top', 'watch', 'bag', 'hoodie', 'hoodie red', 'gym bag', 't-shirt', 'tee', 'yoga pant', 'jakcet', 'hood', 'women jackets men', 'zip up hoodie', 'gym bag black', 'the', 'red blue green yellow', 'xyzzy', 'all over hoodie', 'hoodie for all', 't shirt', 'blue t shirts', 't-shirts', 'full-zip', 'zip-up hoodie'].map((text) => ({ store: 'default' as const, text })),
  ...loadJudgements(path.join(__dirname, '../search/judgements-demo.md')).map((row) => ({ store: row.store, text: row.query })),
];

async function search(store: StoreCode, text: string, size = 18) {
  const request = buildSearchRequest('product', { size: String(size) }, { _searchText: text });
  const answer = await searchProducts(db(), getStoreView(store), request);
  return { total: answer.total, relation: answer.totalRelation, items: answer.items.map((item) => [item.sku, item._score]) };
}

/** Each text's answer from the statement: the copy's text columns refused for the time of the searches. */
async function byStatement(texts: typeof TEXTS, size = 18) {
  const refused = jest.spyOn(FacetIndex.prototype, 'textOf').mockReturnValue(null);
  try {
    const answers = [];
    for (const { store, text } of texts) answers.push(await search(store, text, size));
    return answers;
  } finally {
    refused.mockRestore();
  }
}

/** Searches every store's language once, then lets the copy read every product again with them. */
async function keepEveryLanguage(): Promise<void> {
  for (const store of ['default', 'de', 'it'] as const) await search(store, 'jacke');
  await index().inStep();
  expect(await index().whenFilled()).toBe(true);
}

describe(`text searches found in memory (${databaseKind()})`, () => {
  it('answer as the statement does, in each store language, and are found in the copy', async () => {
    await keepEveryLanguage();
    const expected = await byStatement(TEXTS);
    // The copy ranks each text's matches once it has found them: a text it answered.
    const ranked = jest.spyOn(TextColumns.prototype, 'ranks');
    const answered: string[] = [];
    for (const [position, { store, text }] of TEXTS.entries()) {
      const before = ranked.mock.calls.length;
      expect([store, text, await search(store, text)]).toEqual([store, text, expected[position]]);
      if (ranked.mock.calls.length > before) answered.push(`${store}:${text}`);
    }
    ranked.mockRestore();
    // Every text but those of stop words only ("the": no query at all).
    expect(TEXTS.map(({ store, text }) => `${store}:${text}`).filter((text) => !answered.includes(text))).toEqual(['default:the']);
    expect(expected.filter((answer) => answer.total > 0).length).toBeGreaterThan(TEXTS.length / 2);
  });

  it('find a product as the database has it after a write: out of stock, then a new name', async () => {
    await keepEveryLanguage();
    const before = await search('default', 'jacket', 200);
    expect(before.total).toBeGreaterThan(3);
    const [sku] = before.items[0] as [string, number];
    await execute(db(), sql`UPDATE stock SET is_in_stock = false, qty = 0 WHERE sku = ${sku} OR product_id = (SELECT id FROM products WHERE sku = ${sku})`);
    const outOfStock = await search('default', 'jacket', 200);
    expect(outOfStock.items.map(([found]) => found)).not.toContain(sku);
    expect(outOfStock).toEqual((await byStatement([{ store: 'default', text: 'jacket' }], 200))[0]);
    await execute(db(), sql`UPDATE stock SET is_in_stock = true, qty = 100 WHERE sku = ${sku} OR product_id = (SELECT id FROM products WHERE sku = ${sku})`);
    await execute(db(), sql`UPDATE products SET name = 'Zanzibarian Parka' WHERE sku = ${sku}`);
    const renamed = await search('default', 'zanzibarian', 200);
    expect(renamed.items.map(([found]) => found)).toEqual([sku]);
    expect(renamed).toEqual((await byStatement([{ store: 'default', text: 'zanzibarian' }], 200))[0]);
    // The values it had before are no match any more: only its category and colours still say "jacket".
    expect(await search('default', 'jacket', 200)).toEqual((await byStatement([{ store: 'default', text: 'jacket' }], 200))[0]);
    expect(await search('default', 'jacket', 200)).not.toEqual(before);
  });

  it('answer as the statement does after every product was written three times (the copy dropped its older values)', async () => {
    await keepEveryLanguage();
    // A name held for a while: its word is in the copy's lexicon until the slots that held it are dropped.
    const words = () => index().textOf('english')!.text.lexicon.words.filter((word) => word.startsWith('quokka'));
    const [{ sku, name }] = (await execute<{ sku: string; name: string }>(db(), sql`SELECT sku, name FROM products WHERE visibility = 4 ORDER BY id LIMIT 1`)).rows as [{ sku: string; name: string }];
    await execute(db(), sql`UPDATE products SET name = 'Quokkaish Tee' WHERE sku = ${sku}`);
    expect((await search('default', 'quokkaish')).items).toEqual([[sku, expect.any(Number)]]);
    expect(words()).not.toEqual([]);
    await execute(db(), sql`UPDATE products SET name = ${name} WHERE sku = ${sku}`);
    expect(await index().inStep()).toBe(true);
    // Each round keeps every product's newer values in new slots; by the third, older values outnumber the kept ones.
    const held = [index().slotsHeld];
    for (const round of [1, 2, 3]) {
      await execute(db(), sql`UPDATE products SET updated_at = updated_at + interval '1 second' WHERE visibility IN (2, 3, 4)`);
      expect([round, await index().inStep()]).toEqual([round, true]);
      held.push(index().slotsHeld);
    }
    expect(held.some((slots, round) => round > 0 && slots < held[round - 1]!)).toBe(true);
    expect(words()).toEqual([]);
    const texts = TEXTS.slice(0, 12);
    const expected = await byStatement(texts);
    for (const [position, { store, text }] of texts.entries()) expect([store, text, await search(store, text)]).toEqual([store, text, expected[position]]);
  });
});
