import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { productCardFields } from './catalog';
import { fetchJson } from './http';

const attributeSchema = z.looseObject({
  attribute_code: z.string(),
  frontend_label: z.string(),
  is_comparable: z.optional(z.unknown()),
  options: z._default(z.array(z.object({ value: z.union([z.string(), z.number()]), label: z.string() })), []),
});
export type CompareAttribute = z.infer<typeof attributeSchema>;

const productSchema = z.looseObject(productCardFields);
export type CompareProduct = z.infer<typeof productSchema>;

const hits = <T extends z.ZodMiniType>(source: T) => z.object({ hits: z.object({ hits: z.array(z.object({ _source: source })) }) });

const indexOf = (storeCode: string) => (storeCode === 'default' ? 'vue_storefront_catalog' : `vue_storefront_catalog_${storeCode}`);

async function loadCompareData(storeCode: string, skus: string[]) {
  const search = (entity: string, body: unknown) =>
    `/api/catalog/${indexOf(storeCode)}/${entity}/_search?request_format=search-query&size=${entity === 'product' ? skus.length : 150}&request=${encodeURIComponent(JSON.stringify(body))}`;
  const [products, attributes] = await Promise.all([
    fetchJson(search('product', { _appliedFilters: [{ attribute: 'sku', value: { in: skus } }] }), hits(productSchema)),
    fetchJson(search('attribute', {}), hits(attributeSchema)),
  ]);
  const bySku = new Map(products.hits.hits.map((hit) => [hit._source.sku, hit._source]));
  return {
    products: skus.flatMap((sku) => (bySku.has(sku) ? [bySku.get(sku)!] : [])),
    attributes: attributes.hits.hits.map((hit) => hit._source),
  };
}

export const compareQueries = {
  table: (storeCode: string, skus: string[]) => queryOptions({ queryKey: ['compare', storeCode, skus], queryFn: () => loadCompareData(storeCode, skus) }),
};
