import { POST as catalogSearch } from '@/app/api/catalog/[index]/[entity]/%5Fsearch/route';
import { storeViews, type StoreView } from '@/lib/config/store-views';
import type { ProductDocument } from '@/lib/domain/catalog-types';
import { loadProductPage } from '@/lib/server/catalog/product-page';
import type { Db } from '@/lib/server/db/client';
import { call } from './http';

/** The product as its page shows it in the store view (the page data, read from the database). */
export async function productOnPage(db: Db, sku: string, storeView: StoreView = storeViews.default): Promise<ProductDocument> {
  const result = await loadProductPage(db, storeView, sku);
  if (result.kind !== 'found') throw new Error(`${sku}: ${result.kind}`);
  return result.data.product;
}

/** The product as the catalogue API answers a search for its sku in the store view's index (a cached answer), if found. */
export async function productSearched(sku: string, storeView: StoreView = storeViews.default): Promise<ProductDocument | undefined> {
  const index = storeView.storeCode === 'default' ? 'vue_storefront_catalog' : `vue_storefront_catalog_${storeView.storeCode}`;
  const response = await call(catalogSearch, `/api/catalog/${index}/product/_search?request_format=search-query`, {
    body: { _searchText: sku },
    params: { index, entity: 'product' },
  });
  if (response.status !== 200) throw new Error(`search for ${sku}: ${response.status}`);
  return (response.json as { hits: { hits: { _source: ProductDocument }[] } }).hits.hits.find((entry) => entry._source.sku === sku)?._source;
}

/** The default store's answer to a text search (with the body's other fields, e.g. filters): each hit's source (the fields `query` includes), the total and the "did you mean" texts. */
export async function textSearched<Source>(
  text: string,
  query: string,
  body: Record<string, unknown> = {},
): Promise<{ sources: Source[]; total: number; suggestions: string[] }> {
  const index = 'vue_storefront_catalog';
  const response = await call(catalogSearch, `/api/catalog/${index}/product/_search?request_format=search-query&${query}`, {
    body: { ...body, _searchText: text },
    params: { index, entity: 'product' },
  });
  if (response.status !== 200) throw new Error(`search for ${text}: ${response.status}`);
  const { hits, suggestions } = response.json as { hits: { hits: { _source: Source }[]; total: number }; suggestions?: string[] };
  return { sources: hits.hits.map((hit) => hit._source), total: hits.total, suggestions: suggestions ?? [] };
}
