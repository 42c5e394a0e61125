/**
 * A listing's page cut from the products its facets statement found (ADR 0077): when that statement found every
 * product the listing lists, the page is ordered in memory from the facet index's values. Every page must be the one
 * the listing's SQL order gives (ties by id, special prices by their window), and follow a product written behind the
 * app's back at once.
 */
process.env.SEARCH_RESULT_CACHE = 'false';

import { sql, type SQL } from 'drizzle-orm';
import { POST } from '@/app/api/catalog/[index]/[entity]/%5Fsearch/route';
import { execute } from '@/lib/server/db/execute';
import { loadAttributeCodes } from '@/lib/server/catalog/reference-data';
import { filterCondition, sortExpression } from '@/lib/server/search/product-filters';
import type { AppliedFilter } from '@/lib/server/search/search-request';
import { call } from './support/http';
import { seededShopPerFile } from './support/test-database';

type Params = { index: string; entity: string };
const params: Params = { index: 'vue_storefront_catalog', entity: 'product' };
const db = seededShopPerFile();

/** Listed: visibility 2/3/4 and enabled (out-of-stock products are listed by default, spec §5). */
const LISTED = sql`p.visibility IN (2, 3, 4) AND p.status = 1`;
const FACETS = [{ field: 'color' }, { field: 'size' }, { field: 'price' }];

async function search(filters: AppliedFilter[], sort: string, from: number) {
  const response = await call<Params>(
    POST,
    `/api/catalog/${params.index}/${params.entity}/_search?request_format=search-query&_source_include=sku&size=18&from=${from}${sort ? `&sort=${sort}` : ''}`,
    { body: { _appliedFilters: filters, _availableFilters: FACETS }, params },
  );
  expect(response.status).toBe(200);
  const { hits } = response.json as { hits: { total: number; hits: { _source: { sku: string } }[] } };
  return { total: hits.total, skus: hits.hits.map((hit) => hit._source.sku) };
}

/** The same page from one statement over every listed product, in the listing's SQL order. */
async function expected(filters: AppliedFilter[], sort: string, from: number) {
  const codes = await loadAttributeCodes(db());
  const where: SQL[] = [LISTED, ...filters.map((filter) => filterCondition(filter, codes))];
  const specs = sort ? sort.split(',').map((part) => part.split(':') as [string, string?]) : [['updated_at', 'desc'] as [string, string]];
  const order = sql.join(
    specs.map(([field, direction]) => sql`${sortExpression(field)} ${sql.raw(direction === 'desc' ? 'DESC' : 'ASC')}`),
    sql`, `,
  );
  const condition = sql.join(where, sql` AND `);
  const [total, page] = await Promise.all([
    execute<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM product_search p WHERE ${condition}`),
    execute<{ sku: string }>(db(), sql`SELECT p.sku FROM product_search p WHERE ${condition} ORDER BY ${order}, p.id LIMIT 18 OFFSET ${from}`),
  ]);
  return { total: total.rows[0]!.n, skus: page.rows.map((row) => row.sku) };
}

async function numbers(statement: SQL): Promise<number[]> {
  const { rows } = await execute<{ value: number }>(db(), statement);
  return rows.map((row) => Number(row.value));
}

const SORTS = ['', 'final_price:asc', 'final_price:desc', 'created_at:asc', 'sales_count:desc,final_price:asc', 'new:desc,price:asc', 'name:asc'];

describe('a listing page cut from the products its facets found', () => {
  it('is the page of the listing SQL order, category after category, in every order, with and without a colour', async () => {
    const categories = await numbers(sql`SELECT DISTINCT unnest(category_ids) AS value FROM product_search ORDER BY 1`);
    const colours = await numbers(sql`SELECT DISTINCT (jsonb_array_elements_text(attrs -> 'color'))::int AS value FROM product_search ORDER BY 1`);
    expect(categories.length).toBeGreaterThan(5);
    let pagesWithProducts = 0;
    for (const [position, category] of categories.entries()) {
      const filters: AppliedFilter[] = [{ attribute: 'category_ids', value: { in: [category] } }];
      if (position % 2 === 1) filters.push({ attribute: 'color', value: { in: [colours[position % colours.length]!] } });
      if (position % 3 === 2) filters.push({ attribute: 'price', value: { gte: 0, lt: 100 } });
      for (const sort of [SORTS[position % SORTS.length]!, SORTS[(position + 3) % SORTS.length]!]) {
        for (const from of [0, 18]) {
          const answer = await search(filters, sort, from);
          expect([category, sort, from, answer]).toEqual([category, sort, from, await expected(filters, sort, from)]);
          if (answer.skus.length > 0) pagesWithProducts++;
        }
      }
    }
    expect(pagesWithProducts).toBeGreaterThan(categories.length);
  });

  it('follows a price written behind the app, as another instance writes it', async () => {
    const [category] = await numbers(sql`SELECT c AS value FROM (SELECT unnest(p.category_ids) AS c FROM product_search p WHERE ${LISTED}) x
      GROUP BY c HAVING count(*) BETWEEN 5 AND 200 ORDER BY count(*) DESC LIMIT 1`);
    const filters: AppliedFilter[] = [{ attribute: 'category_ids', value: { in: [category!] } }];
    const before = await search(filters, 'final_price:asc', 0);
    expect(before).toEqual(await expected(filters, 'final_price:asc', 0));
    const last = before.skus.at(-1)!;
    await execute(db(), sql`UPDATE products SET price = 0.01, special_price = NULL WHERE sku = ${last}`);
    const after = await search(filters, 'final_price:asc', 0);
    expect(after.skus[0]).toBe(last);
    expect(after).toEqual(await expected(filters, 'final_price:asc', 0));
  });
});
