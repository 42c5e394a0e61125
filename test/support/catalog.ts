/** Catalogue documents for unit tests: a configurable product's children and its color and size options. */
import type { ConfigurableChild, ConfigurableOption } from '@/lib/domain/catalog-types';

/** An enabled child with 5 in stock and the given color and size option values. */
export function configurableChild(sku: string, color: number, size: number, extra: Partial<ConfigurableChild> = {}): ConfigurableChild {
  return {
    id: sku.length,
    sku,
    name: sku,
    status: 1,
    visibility: 1,
    type_id: 'simple',
    price: 10,
    tax_class_id: 2,
    image: '',
    small_image: '',
    thumbnail: '',
    url_key: sku,
    color,
    size,
    stock: { product_id: 1, qty: 5, is_in_stock: true, manage_stock: true },
    ...extra,
  };
}

export const outOfStock = { stock: { product_id: 1, qty: 0, is_in_stock: false, manage_stock: true } };

type Values = ConfigurableOption['values'];

/** The color option (attribute 93) and the size option (the given attribute id) with their values. */
export function colorAndSizeOptions(colors: Values, sizes: Values, sizeAttributeId = '142'): ConfigurableOption[] {
  return [
    { id: 1, attribute_id: '93', attribute_code: 'color', label: 'Color', position: 0, product_id: 1, values: colors },
    { id: 2, attribute_id: sizeAttributeId, attribute_code: 'size', label: 'Size', position: 1, product_id: 1, values: sizes },
  ];
}
