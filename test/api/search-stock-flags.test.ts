/**
 * The search tables' `in_stock` flags (ADR 0073): a listing and a text search keep in-stock products by the flag of
 * the rows they read, so the flag must follow the stock table whoever writes it, in either order with the product.
 */
import { sql } from 'drizzle-orm';
import { POST } from '@/app/api/catalog/[index]/[entity]/%5Fsearch/route';
import { revalidateCatalogTags } from '@/lib/server/catalog/catalog-cache';
import { SEARCH_PROJECTION_TABLES, syncSearchStockFlags } from '@/lib/server/catalog/catalogue-statistics';
import { execute } from '@/lib/server/db/execute';
import { call } from './support/http';
import { seededShopPerFile } from './support/test-database';

// A shop that leaves out-of-stock products out of its listings and searches (spec §5; the default lists them).
process.env.LIST_OUT_OF_STOCK_PRODUCTS = 'false';

type Params = { index: string; entity: string };
const params: Params = { index: 'vue_storefront_catalog', entity: 'product' };
const db = seededShopPerFile();

/** A stock write by hand, its cached answers dropped as a writer's published tags drop them. */
async function write(statement: ReturnType<typeof sql>): Promise<void> {
  await execute(db(), statement);
  revalidateCatalogTags(db(), ['catalog']);
}

/** Rows of each search table whose flag is not what the product's stock row says. */
async function mismatches(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of SEARCH_PROJECTION_TABLES) {
    const { rows } = await execute<{ n: number }>(
      db(),
      sql.raw(`SELECT count(*)::int AS n FROM ${table} p WHERE p.in_stock <> EXISTS (SELECT 1 FROM stock s WHERE s.product_id = p.id AND s.is_in_stock)`),
    );
    counts[table] = rows[0]!.n;
  }
  return counts;
}

const inStep = () => Object.fromEntries(SEARCH_PROJECTION_TABLES.map((table) => [table, 0]));

const flagsOf = async (id: number) => {
  const flags: boolean[] = [];
  for (const table of SEARCH_PROJECTION_TABLES) {
    const { rows } = await execute<{ in_stock: boolean }>(db(), sql.raw(`SELECT in_stock FROM ${table} WHERE id = ${Number(id)}`));
    if (rows[0]) flags.push(rows[0].in_stock);
  }
  return flags;
};

/** The SKUs of a search's first 100 products, and how many it finds. */
async function search(body: Record<string, unknown>): Promise<{ skus: string[]; total: number }> {
  const response = await call<Params>(POST, `/api/catalog/${params.index}/${params.entity}/_search?request_format=search-query&size=100&_source_include=sku`, {
    body,
    params,
  });
  expect(response.status).toBe(200);
  const hits = response.json.hits as { total: number | { value: number }; hits: { _source: { sku: string } }[] };
  return { skus: hits.hits.map((hit) => hit._source.sku), total: typeof hits.total === 'number' ? hits.total : hits.total.value };
}

/** A searchable simple product in stock, with a category and its name to find it by. */
async function simpleProduct(): Promise<{ id: number; sku: string; category: number; name: string }> {
  const { rows } = await execute<{ id: number; sku: string; category: number; name: string }>(
    db(),
    sql`SELECT p.id, p.sku, p.category_ids[1] AS category, p.name FROM product_search p JOIN products d ON d.id = p.id
      WHERE p.visibility = 4 AND p.in_stock AND d.type_id = 'simple' AND cardinality(p.category_ids) > 0 ORDER BY p.id LIMIT 1`,
  );
  return rows[0]!;
}

describe('search stock flags', () => {
  it('match the stock table after the seed, with out-of-stock products among them', async () => {
    expect(await mismatches()).toEqual(inStep());
    const { rows } = await execute<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM product_search WHERE NOT in_stock`);
    expect(rows[0]!.n).toBeGreaterThan(0);
  });

  it('follow an order-like stock update, a deleted and a new stock row; listings and searches follow the flags', async () => {
    const product = await simpleProduct();
    const listing = { _appliedFilters: [{ attribute: 'category_ids', value: { in: [product.category] } }] };
    const text = { _searchText: product.name };
    // A text search with a filter the projection has (projection joined to the text table), and with one only
    // `products` has (products joined to the text table).
    const textInCategory = { ...text, _appliedFilters: listing._appliedFilters };
    const textWithDocumentFilter = { ...text, _appliedFilters: [{ attribute: 'custom_notes.origin', value: { nin: ['nowhere'] } }] };
    const listed = await search(listing);
    for (const body of [text, textInCategory, textWithDocumentFilter]) expect((await search(body)).skus).toContain(product.sku);

    await write(sql`UPDATE stock SET qty = 0, is_in_stock = false WHERE product_id = ${product.id}`);
    expect(await flagsOf(product.id)).toEqual([false, false, false, false]);
    expect((await search(listing)).total).toBe(listed.total - 1);
    for (const body of [text, textInCategory, textWithDocumentFilter]) expect((await search(body)).skus).not.toContain(product.sku);

    await write(sql`UPDATE stock SET qty = 5, is_in_stock = true WHERE product_id = ${product.id}`);
    expect(await flagsOf(product.id)).toEqual([true, true, true, true]);
    expect(await search(listing)).toEqual(listed);

    await write(sql`DELETE FROM stock WHERE product_id = ${product.id}`);
    expect(await flagsOf(product.id)).toEqual([false, false, false, false]);
    expect((await search(text)).skus).not.toContain(product.sku);
    await write(sql`INSERT INTO stock (product_id, sku, qty, is_in_stock) VALUES (${product.id}, ${product.sku}, 3, true)`);
    expect(await flagsOf(product.id)).toEqual([true, true, true, true]);
    expect((await search(text)).skus).toContain(product.sku);
    expect(await mismatches()).toEqual(inStep());
  });

  it('are read from the stock row when the product is written after it', async () => {
    const product = await simpleProduct();
    await write(sql`UPDATE stock SET is_in_stock = false WHERE product_id = ${product.id}`);
    // The product's rows are written again (a rename), with the stock row already there.
    await execute(db(), sql`UPDATE products SET name = name || ' Renewed' WHERE id = ${product.id}`);
    expect(await flagsOf(product.id)).toEqual([false, false, false, false]);
    await write(sql`UPDATE stock SET is_in_stock = true WHERE product_id = ${product.id}`);
    await execute(db(), sql`UPDATE products SET name = name || ' Again' WHERE id = ${product.id}`);
    expect(await flagsOf(product.id)).toEqual([true, true, true, true]);
  });

  it('are set again from the stock table where a bulk writer left them wrong', async () => {
    const product = await simpleProduct();
    await execute(db(), sql`UPDATE product_search SET in_stock = false WHERE id = ${product.id}`);
    expect((await mismatches()).product_search).toBe(1);
    await syncSearchStockFlags(db());
    expect(await mismatches()).toEqual(inStep());
  });
});
