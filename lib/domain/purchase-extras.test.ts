import type { BundleOption, CustomOption } from './catalog-types';
import { hasPurchaseExtras, initialExtrasState, purchaseExtrasSummary, type ExtrasProduct } from './purchase-extras';

const customOptions: CustomOption[] = [
  { option_id: 1, title: 'Monogram', type: 'field', is_require: true, sort_order: 1, price: 5, price_type: 'fixed' },
];
const bundleOptions: BundleOption[] = [
  {
    option_id: 1,
    title: 'Ball',
    required: true,
    type: 'radio',
    position: 1,
    sku: 'KIT',
    product_links: [
      { id: 1, sku: 'BALL-55', qty: 1, can_change_quantity: 0, is_default: true, position: 1 },
      { id: 2, sku: 'BALL-65', qty: 1, can_change_quantity: 0, is_default: false, position: 2, price: 27 },
    ],
  },
];
const bundle: ExtrasProduct = {
  type: 'bundle',
  customOptions: [],
  bundleOptions,
  linked: [{ sku: 'BALL-55', prices: { final: 20, original: 23 } }],
};
const grouped: ExtrasProduct = {
  type: 'grouped',
  customOptions: [],
  bundleOptions: [],
  linked: [
    { sku: 'A', prices: { final: 10, original: 10 } },
    { sku: 'B', prices: { final: 2.5, original: 3 } },
  ],
};
const configurable: ExtrasProduct = { type: 'configurable', customOptions: [], bundleOptions: [], linked: [] };

describe('hasPurchaseExtras', () => {
  it('is true for bundles, grouped products and products with custom options only', () => {
    expect(hasPurchaseExtras(bundle)).toBe(true);
    expect(hasPurchaseExtras(grouped)).toBe(true);
    expect(hasPurchaseExtras({ ...configurable, customOptions })).toBe(true);
    expect(hasPurchaseExtras(configurable)).toBe(false);
  });
});

describe('purchaseExtrasSummary', () => {
  it('prices a bundle by its default links, then by the choice (a link price when the product is not linked)', () => {
    const state = initialExtrasState(bundle);
    expect(purchaseExtrasSummary(bundle, state)).toMatchObject({
      base: { final: 20, original: 23 },
      bundleOptions: [{ option_id: 1, option_qty: 1, option_selections: [1] }],
    });
    const other = purchaseExtrasSummary(bundle, { ...state, bundleChoices: { 1: [{ sku: 'BALL-65', qty: 1 }] } });
    expect(other.base).toEqual({ final: 27, original: 27 });
    expect(other.bundleOptions).toEqual([{ option_id: 1, option_qty: 1, option_selections: [2] }]);
  });

  it('opens a grouped product with one of each and lists the items with a quantity', () => {
    const state = initialExtrasState(grouped);
    expect(purchaseExtrasSummary(grouped, state)).toMatchObject({
      base: { final: 12.5, original: 13 },
      groupedItems: [
        { sku: 'A', qty: 1 },
        { sku: 'B', qty: 1 },
      ],
    });
    const summary = purchaseExtrasSummary(grouped, { ...state, groupedQty: { A: 0, B: 3 } });
    expect(summary.base).toEqual({ final: 7.5, original: 9 });
    expect(summary.groupedItems).toEqual([{ sku: 'B', qty: 3 }]);
  });

  it('keeps the product price and reports required custom options until they are filled', () => {
    const product = { ...configurable, customOptions };
    const state = initialExtrasState(product);
    expect(purchaseExtrasSummary(product, state)).toEqual({
      base: null,
      selected: [],
      missing: [1],
      customOptions: [],
      bundleOptions: [],
      groupedItems: [],
    });
    const filled = purchaseExtrasSummary(product, { ...state, customInputs: { 1: { text: 'JD' } } });
    expect(filled.missing).toEqual([]);
    expect(filled.selected).toEqual([{ option_id: 1, value: 'JD' }]);
    expect(filled.customOptions).toEqual([{ option_id: 1, option_value: 'JD' }]);
  });
});
