import type { BundleOption, CustomOption } from './catalog-types';
import {
  bundleChoicesPrice,
  defaultBundleChoices,
  groupedQuantitiesPrice,
  productOption,
  missingRequiredOptions,
  selectedCustomOptions,
} from './product-page-price';
import { withCustomOptions } from './custom-option-price';

const options: CustomOption[] = [
  { option_id: 1, title: 'Monogram', type: 'field', is_require: false, sort_order: 1, price: 5, price_type: 'fixed' },
  {
    option_id: 2,
    title: 'Embroidery',
    type: 'drop_down',
    is_require: false,
    sort_order: 2,
    values: [{ option_type_id: 10, title: 'Gold', price: 10, price_type: 'percent', sort_order: 1 }],
  },
  {
    option_id: 3,
    title: 'Extras',
    type: 'checkbox',
    is_require: true,
    sort_order: 3,
    values: [
      { option_type_id: 20, title: 'Wrap', price: 3.5, price_type: 'fixed', sort_order: 1 },
      { option_type_id: 21, title: 'Card', price: 1, price_type: 'fixed', sort_order: 2 },
    ],
  },
];

describe('custom options on the product page', () => {
  it('turns the form state into selections, one per checked value', () => {
    expect(selectedCustomOptions(options, { 1: { text: ' JD ' }, 2: { valueIds: [10] }, 3: { valueIds: [20, 21] } })).toEqual([
      { option_id: 1, value: ' JD ' },
      { option_id: 2, option_value: 10 },
      { option_id: 3, option_value: 20 },
      { option_id: 3, option_value: 21 },
    ]);
  });

  it('ignores blank text', () => {
    expect(selectedCustomOptions(options, { 1: { text: '  ' } })).toEqual([]);
  });

  it('lists the required options left empty', () => {
    expect(missingRequiredOptions(options, {})).toEqual([3]);
    expect(missingRequiredOptions(options, { 3: { valueIds: [21] } })).toEqual([]);
  });

  it('adds fixed and percent surcharges to the final and the original price', () => {
    const selected = selectedCustomOptions(options, { 1: { text: 'JD' }, 2: { valueIds: [10] } });
    expect(withCustomOptions({ final: 40, original: 50 }, options, selected)).toEqual({ final: 49, original: 60 });
  });
});

const bundle: BundleOption[] = [
  {
    option_id: 1,
    title: 'Ball',
    required: true,
    type: 'radio',
    position: 1,
    sku: 'KIT',
    product_links: [
      { id: 1, sku: 'BALL-55', qty: 1, can_change_quantity: 0, is_default: true, position: 1 },
      { id: 2, sku: 'BALL-65', qty: 1, can_change_quantity: 0, is_default: false, position: 2 },
    ],
  },
  {
    option_id: 2,
    title: 'Straps',
    required: false,
    type: 'multi',
    position: 2,
    sku: 'KIT',
    product_links: [
      { id: 3, sku: 'STRAP-6', qty: 1, can_change_quantity: 1, is_default: false, position: 1 },
      { id: 4, sku: 'STRAP-8', qty: 1, can_change_quantity: 1, is_default: false, position: 2 },
    ],
  },
];
const prices: Record<string, number> = { 'BALL-55': 23, 'BALL-65': 27, 'STRAP-6': 14, 'STRAP-8': 17.5 };
const priceOf = (sku: string) => prices[sku];

describe('bundle choices', () => {
  it('starts with the default links and leaves optional options without a default empty', () => {
    expect(defaultBundleChoices(bundle)).toEqual({ 1: [{ sku: 'BALL-55', qty: 1 }], 2: [] });
  });

  it('prices the chosen links times their quantities, several per multi option', () => {
    expect(bundleChoicesPrice(bundle, priceOf, defaultBundleChoices(bundle))).toBe(23);
    const choices = { 1: [{ sku: 'BALL-65', qty: 1 }], 2: [{ sku: 'STRAP-6', qty: 2 }, { sku: 'STRAP-8', qty: 1 }] };
    expect(bundleChoicesPrice(bundle, priceOf, choices)).toBe(27 + 28 + 17.5);
  });

  it('skips links with quantity 0', () => {
    expect(bundleChoicesPrice(bundle, priceOf, { 1: [{ sku: 'BALL-55', qty: 0 }] })).toBe(0);
  });
});

describe('groupedQuantitiesPrice', () => {
  it('sums price times quantity without drifting', () => {
    const items = [
      { sku: 'A', price: 0.1 },
      { sku: 'B', price: 0.2 },
    ];
    expect(groupedQuantitiesPrice(items, { A: 3, B: 1 })).toBe(0.5);
    expect(groupedQuantitiesPrice(items, { A: 0 })).toBe(0);
  });
});

describe('productOption', () => {
  it('collects custom, configurable and bundle choices in the cart shape', () => {
    const option = productOption({
      customOptions: options,
      customInputs: { 1: { text: 'JD' }, 3: { valueIds: [20, 21] } },
      configurableOptions: [{ code: 'color', attributeId: '93' }, { code: 'size', attributeId: '142' }],
      configuration: { color: 58 },
      bundleOptions: bundle,
      bundleChoices: { 1: [{ sku: 'BALL-65', qty: 1 }], 2: [] },
    });
    expect(option.extension_attributes).toEqual({
      custom_options: [
        { option_id: 1, option_value: 'JD' },
        { option_id: 3, option_value: '20,21' },
      ],
      configurable_item_options: [{ option_id: '93', option_value: 58 }],
      bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [2] }],
    });
  });
});
