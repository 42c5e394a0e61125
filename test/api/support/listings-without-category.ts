/**
 * Listings without a category compared with one statement over every listed product: the total, the page (in the
 * listing's order) and the sizes facet, for a price range by price (two pages), all colours but one left out by name
 * (few matches), and every colour left out (nothing). Run by the statements' slices (search-scan-slices.test.ts) and by
 * the facet index in memory (search-listing-in-memory.test.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import { POST } from '@/app/api/catalog/[index]/[entity]/%5Fsearch/route';
import { execute } from '@/lib/server/db/execute';
import { loadAttributeCodes } from '@/lib/server/catalog/reference-data';
import { finalPriceSql, filterCondition } from '@/lib/server/search/product-filters';
import type { AppliedFilter } from '@/lib/server/search/search-request';
import { call } from './http';
import type { SeededShop } from './test-database';

type Params = { index: string; entity: string };
const params: Params = { index: 'vue_storefront_catalog', entity: 'product' };

export function itListsWithoutCategoryAsOneStatement(shopOf: () => SeededShop): void {
  const shop = {
    get database() {
      return shopOf().database;
    },
  };
  /** The listing's own conditions, as one statement over every listed product would apply them. */
  async function whereOf(filters: AppliedFilter[]): Promise<SQL> {
    const codes = await loadAttributeCodes(shop.database.db);
    return sql.join(
      filters.map((filter) => filterCondition(filter, codes)),
      sql` AND `,
    );
  }
  /** Listed: visibility 2/3/4 and enabled (out-of-stock products are listed by default, spec §5). */
  const LISTED = sql`p.visibility IN (2, 3, 4) AND p.status = 1`;

  async function search(body: unknown, page = '&size=18&from=0') {
    const response = await call<Params>(
      POST,
      `/api/catalog/${params.index}/${params.entity}/_search?request_format=search-query&_source_include=sku${page}`,
      { body, params },
    );
    expect(response.status).toBe(200);
    const { hits, aggregations } = response.json as {
      hits: { total: number; hits: { _source: { sku: string } }[] };
      aggregations: Record<string, { buckets: { key: string | number; doc_count: number }[] }>;
    };
    return { total: hits.total, skus: hits.hits.map((hit) => hit._source.sku), aggregations };
  }

  async function expected(where: SQL, order: SQL, from = 0) {
    const db = shop.database.db;
    const [total, page, colours] = await Promise.all([
      execute<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM product_search p WHERE ${LISTED} AND ${where}`,
      ),
      execute<{ sku: string }>(
        db,
        sql`SELECT p.sku FROM product_search p WHERE ${LISTED} AND ${where} ORDER BY ${order}, p.id LIMIT 18 OFFSET ${from}`,
      ),
      execute<{ key: string; n: number }>(
        db,
        sql`SELECT k.key, count(*)::int AS n FROM product_search p
        CROSS JOIN LATERAL jsonb_array_elements_text(p.attrs -> 'size') AS k(key)
        WHERE ${LISTED} AND ${where} GROUP BY k.key ORDER BY count(*) DESC, k.key LIMIT 10`,
      ),
    ]);
    return {
      total: total.rows[0]!.n,
      skus: page.rows.map((row) => row.sku),
      sizes: colours.rows.map((row) => ({
        key: /^\d+$/.test(row.key) ? Number(row.key) : row.key,
        doc_count: row.n,
      })),
    };
  }

  async function colourIds(): Promise<number[]> {
    const { rows } = await execute<{ id: string }>(
      shop.database.db,
      sql`SELECT DISTINCT k.id FROM product_search p CROSS JOIN LATERAL jsonb_array_elements_text(p.attrs -> 'color') AS k(id) ORDER BY 1`,
    );
    return rows.map((row) => Number(row.id));
  }

  const FACETS = [{ field: 'size' }, { field: 'color' }, { field: 'price' }];

  it('a price range alone, by price, first and second page: the total, the sizes and the page of one statement', async () => {
    const filters = [{ attribute: 'price', value: { gte: 0, lte: 50 } }];
    const where = await whereOf(filters);
    const body = {
      _appliedFilters: filters,
      _availableFilters: FACETS,
      _appliedSort: [{ field: 'final_price', options: 'asc' }],
    };
    for (const from of [0, 18]) {
      const found = await search(body, `&size=18&from=${from}`);
      const wanted = await expected(where, sql`${finalPriceSql} ASC`, from);
      expect(wanted.total).toBeGreaterThan(36);
      expect({
        total: found.total,
        skus: found.skus,
        sizes: found.aggregations.agg_terms_size!.buckets,
      }).toEqual(wanted);
    }
  });

  it('all colours but one left out (few matches), by name: the same few products in the same order', async () => {
    const [kept, ...others] = await colourIds();
    const filters = [{ attribute: 'color', value: { nin: others } }];
    const where = await whereOf(filters);
    const found = await search({
      _appliedFilters: filters,
      _availableFilters: FACETS,
      _appliedSort: [{ field: 'name', options: 'asc' }],
    });
    const wanted = await expected(where, sql`p.name ASC`);
    expect(wanted.total).toBeGreaterThan(0);
    expect(wanted.total).toBeLessThan(2000);
    expect({
      total: found.total,
      skus: found.skus,
      sizes: found.aggregations.agg_terms_size!.buckets,
    }).toEqual(wanted);
    // The colour facet ignores its own filter: every colour, counted over all listed products.
    const colourCounts = found.aggregations.agg_terms_color!.buckets.map((bucket) => Number(bucket.key));
    expect(colourCounts).toContain(kept);
  });

  it('every colour left out: nothing found, and no page read', async () => {
    const filters = [{ attribute: 'color', value: { nin: await colourIds() } }];
    const found = await search({ _appliedFilters: filters, _availableFilters: FACETS });
    const wanted = await expected(await whereOf(filters), sql`p.updated_at DESC`);
    expect({ total: found.total, skus: found.skus.length }).toEqual({
      total: wanted.total,
      skus: Math.min(18, wanted.total),
    });
  });
}
