import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { matchesFilter, sortDocuments } from './document-filter';
import type { CatalogSearchRequest } from './search-request';
import { execute } from '@/lib/server/db/execute';
import type { StoreView } from '@/lib/config/store-views';
import { localize } from '@/lib/domain/store-labels';
import { APPROVED_REVIEW_STATUS } from '@/lib/server/review/create-review';
import { INT4_MAX, INT4_MIN, isInt4 } from '@/lib/domain/integer-range';
import { badRequest } from '@/lib/server/http/api-error';

export const catalogEntities = [
  'product',
  'category',
  'attribute',
  'taxrule',
  'cms_page',
  'cms_block',
  'cms_hierarchy',
  'review',
] as const;
export type CatalogEntity = (typeof catalogEntities)[number];

type Json = Record<string, unknown>;

async function loadCmsHierarchy(db: Db): Promise<Json[]> {
  const result = await execute<{ id: number; identifier: string; title: string; store_id: number }>(db, 
    sql`SELECT id, identifier, title, store_id FROM cms_pages WHERE is_active ORDER BY id`,
  );
  return result.rows.map((row, index) => ({
    node_id: row.id,
    identifier: row.identifier,
    page_id: row.id,
    label: row.title,
    request_url: row.identifier,
    xpath: `/${row.id}`,
    level: 1,
    sort_order: index,
    store_id: row.store_id,
  }));
}

async function loadReviews(db: Db, request: CatalogSearchRequest): Promise<Json[]> {
  const byProduct = request.filters.find((filter) => filter.attribute === 'product_id');
  const productIds = byProduct
    ? [byProduct.value]
        .flat()
        .flatMap((value) => (value !== null && typeof value === 'object' ? Object.values(value).flat() : [value]))
        .map(Number)
        .filter(Number.isInteger)
    : [];
  if (productIds.some((id) => !isInt4(id))) {
    throw badRequest(`Filter on 'product_id' expects whole numbers from ${INT4_MIN} to ${INT4_MAX}.`);
  }
  // Only approved reviews (Magento's review_status 1) leave the server; pending and rejected ones stay for moderation.
  const byProducts = productIds.length
    ? sql`AND product_id IN (${sql.join(
        productIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const where = sql`WHERE review_status = ${APPROVED_REVIEW_STATUS} ${byProducts}`;
  const result = await execute<Json>(db, sql`
    SELECT id, product_id, title, detail, nickname, rating, review_status, customer_id, created_at
    FROM reviews ${where} ORDER BY created_at DESC, id DESC LIMIT 10000`);
  return result.rows.map((row) => ({
    ...row,
    review_entity: 'product',
    ratings: [{ percent: Number(row.rating) * 20, value: row.rating }],
  }));
}

async function loadDocuments(db: Db, entity: Exclude<CatalogEntity, 'product'>, request: CatalogSearchRequest) {
  switch (entity) {
    case 'category':
      return (await execute<{ doc: Json }>(db, sql`SELECT doc FROM categories ORDER BY position, id`)).rows.map((r) => r.doc);
    case 'attribute':
      return (await execute<{ doc: Json }>(db, sql`SELECT doc FROM attributes ORDER BY attribute_id`)).rows.map((r) => r.doc);
    case 'taxrule':
      return (await execute<{ doc: Json }>(db, sql`SELECT doc FROM tax_rules ORDER BY id`)).rows.map((r) => r.doc);
    case 'cms_page':
    case 'cms_block': {
      const table = entity === 'cms_page' ? sql`cms_pages` : sql`cms_blocks`;
      const result = await execute<Json & { doc: Json }>(db, 
        sql`SELECT id, identifier, store_id, title, content, is_active, doc FROM ${table} ORDER BY id`,
      );
      return result.rows.map(({ doc, ...row }) => ({ ...doc, ...row, active: row.is_active }));
    }
    case 'cms_hierarchy':
      return loadCmsHierarchy(db);
    case 'review':
      return loadReviews(db, request);
  }
}

/**
 * Search over the small catalogue tables: loaded whole and filtered in memory, which is exact and fast here.
 * Documents answer in the store view's language (category names, attribute and option labels), filters match that.
 */
export async function searchEntity(
  db: Db,
  entity: Exclude<CatalogEntity, 'product'>,
  request: CatalogSearchRequest,
  storeView: Pick<StoreView, 'storeCode'>,
) {
  const docs = localize(await loadDocuments(db, entity, request), storeView.storeCode);
  const defaultSort = entity === 'category' ? [{ field: 'position', direction: 'asc' as const }] : [];
  const matching = sortDocuments(
    docs.filter((doc) => request.filters.every((filter) => matchesFilter(doc, filter))),
    request.sort.length ? request.sort : defaultSort,
  );
  return { items: matching.slice(request.from, request.from + request.size), total: matching.length };
}
