/** What the cart needs to know of a product the shopper adds (the add-to-cart event carries sku and options only). */
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { NewCartLine, CartLineOption } from '@/lib/domain/cart-lines';
import type { ProductOptionExtension } from '@/lib/domain/cart-item-match';
import { stockStatus, type StockStatus } from '@/lib/domain/stock-status';
import type { VariantChoices } from '@/lib/domain/line-options';
import { fetchJson } from './http';

const nullishText = z.nullish(z.string());
const nullishNumber = z.nullish(z.number());
const textOrNumber = z.union([z.string(), z.number()]);

const childSchema = z.looseObject({
  sku: z.string(),
  name: z.optional(z.string()),
  image: nullishText,
  price_incl_tax: nullishNumber,
  final_price_incl_tax: nullishNumber,
});

const optionSchema = z.looseObject({
  attribute_id: textOrNumber,
  label: z.string(),
  values: z.array(z.object({ value_index: textOrNumber, label: z.string() })),
});

const productSchema = z.looseObject({
  sku: z.string(),
  name: z.string(),
  type_id: z.string(),
  image: nullishText,
  price_incl_tax: nullishNumber,
  final_price_incl_tax: nullishNumber,
  configurable_children: z.nullish(z.array(childSchema)),
  configurable_options: z.nullish(z.array(optionSchema)),
});

const searchSchema = z.object({ hits: z.object({ hits: z.array(z.object({ _source: productSchema })) }) });

const FIELDS = [
  'sku', 'name', 'type_id', 'image', 'price_incl_tax', 'final_price_incl_tax', 'configurable_children.sku', 'configurable_children.name',
  'configurable_children.image', 'configurable_children.price_incl_tax', 'configurable_children.final_price_incl_tax', 'configurable_options',
];

const indexOf = (storeCode: string) => (storeCode === 'default' ? 'vue_storefront_catalog' : `vue_storefront_catalog_${storeCode}`);

export interface AddToCartRequest {
  sku: string;
  parentSku?: string | null;
  qty?: number;
  product_option?: { extension_attributes?: ProductOptionExtension | null } | null;
}

type ConfigurableChoice = { option_id?: unknown; option_value?: unknown };

function chosenOptions(product: z.infer<typeof productSchema>, request: AddToCartRequest): CartLineOption[] {
  const choices = (request.product_option?.extension_attributes?.configurable_item_options ?? []) as ConfigurableChoice[];
  return choices.flatMap((choice) => {
    const option = product.configurable_options?.find((entry) => String(entry.attribute_id) === String(choice.option_id));
    const value = option?.values.find((entry) => String(entry.value_index) === String(choice.option_value));
    return option && value ? [{ label: option.label, value: value.label }] : [];
  });
}

async function searchProduct(storeCode: string, sku: string, fields: readonly string[] = FIELDS) {
  const params = new URLSearchParams({ request_format: 'search-query', size: '1', _source_include: fields.join(','), storeCode });
  const answer = await fetchJson(`/api/catalog/${indexOf(storeCode)}/product/_search?${params}`, searchSchema, {
    method: 'POST',
    body: JSON.stringify({ _appliedFilters: [{ attribute: 'sku', value: { eq: sku } }] }),
  });
  return answer.hits.hits[0]?._source ?? null;
}

/**
 * The cart line for a request, priced from the catalogue; null when the product is unknown. A configurable
 * variant is read from its parent; any other child (grouped, bundle part) by its own sku.
 */
export async function fetchCartProduct(storeCode: string, request: AddToCartRequest): Promise<NewCartLine | null> {
  const parent = request.parentSku && request.parentSku !== request.sku ? await searchProduct(storeCode, request.parentSku) : null;
  const viaParent = parent?.type_id === 'configurable' ? parent : null;
  const product = viaParent ?? (await searchProduct(storeCode, request.sku));
  if (!product) return null;
  const child = viaParent?.configurable_children?.find((entry) => entry.sku === request.sku);
  if (viaParent && !child) return null;
  const priced = child ?? product;
  return {
    sku: request.sku,
    parentSku: request.parentSku && request.parentSku !== request.sku ? request.parentSku : null,
    name: product.name,
    price_incl_tax: priced.final_price_incl_tax ?? priced.price_incl_tax ?? Number.NaN,
    image: child?.image ?? product.image ?? null,
    type_id: product.type_id,
    options: chosenOptions(product, request),
    product_option: request.product_option ?? null,
  };
}

const stockAnswer = z.object({
  code: z.union([z.number(), z.string()]),
  result: z.looseObject({ is_in_stock: z.nullish(z.boolean()), qty: nullishNumber, max_sale_qty: nullishNumber }),
});

export interface StockCheck {
  status: StockStatus;
  qty: number | null;
  /** The most one line may hold (the server refuses more with 'Quantity must be below N'). */
  maxSaleQty?: number | null;
}

/** ok / out_of_stock from /api/stock/check; volatile when the check cannot be made (offline, error). */
export async function checkStock(sku: string): Promise<StockCheck> {
  try {
    const answer = await fetchJson(`/api/stock/check?sku=${encodeURIComponent(sku)}`, stockAnswer);
    return { status: stockStatus(answer.result), qty: answer.result.qty ?? null, maxSaleQty: answer.result.max_sale_qty ?? null };
  } catch {
    return { status: 'volatile', qty: null };
  }
}

const variantChoicesSchema = z.object({
  configurable_options: z.array(
    z.looseObject({
      attribute_id: z.pipe(textOrNumber, z.transform(String)),
      attribute_code: z.string(),
      label: z.string(),
      values: z.array(z.object({ value_index: z.number(), label: z.string() })),
    }),
  ),
  configurable_children: z.array(z.looseObject({ sku: z.string(), status: z._default(z.number(), 1) })),
});

/** The options and children of a configurable product, for changing a cart line's variant; null when it has none. */
async function fetchVariantChoices(storeCode: string, parentSku: string): Promise<VariantChoices | null> {
  const product = await searchProduct(storeCode, parentSku, ['sku', 'name', 'type_id', 'configurable_options', 'configurable_children']);
  const parsed = variantChoicesSchema.safeParse(product);
  return parsed.success && parsed.data.configurable_options.length > 0 ? (parsed.data as unknown as VariantChoices) : null;
}

/** Query options of the cart's catalogue reads. */
export const cartQueries = {
  variantChoices: (storeCode: string, parentSku: string | null) =>
    queryOptions({
      queryKey: ['cart', 'variant-choices', storeCode, parentSku],
      queryFn: () => fetchVariantChoices(storeCode, parentSku!),
      enabled: Boolean(parentSku),
      staleTime: 60_000,
    }),
};
