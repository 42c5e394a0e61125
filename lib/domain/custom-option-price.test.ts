import type { CustomOption } from './catalog-types';
import { customOptionsSurcharge, priceWithCustomOptions } from './custom-option-price';

const options: CustomOption[] = [
  {
    option_id: 1,
    title: 'Gift wrap',
    type: 'radio',
    is_require: false,
    sort_order: 0,
    values: [
      { option_type_id: 11, title: 'Paper', price: 2.5, price_type: 'fixed', sort_order: 0 },
      { option_type_id: 12, title: 'Premium', price: 10, price_type: 'percent', sort_order: 1 },
      { option_type_id: 0, title: 'Placeholder', price: 99, price_type: 'fixed', sort_order: 2 },
    ],
  },
  {
    option_id: 2,
    title: 'Engraving',
    type: 'field',
    is_require: false,
    sort_order: 1,
    price: 5,
    price_type: 'fixed',
  },
  {
    option_id: 3,
    title: 'Extras',
    type: 'checkbox',
    is_require: false,
    sort_order: 2,
    values: [
      { option_type_id: 31, title: 'Card', price: 1.1, price_type: 'fixed', sort_order: 0 },
      { option_type_id: 32, title: 'Insurance', price: 3, price_type: 'percent', sort_order: 1 },
    ],
  },
  {
    option_id: 4,
    title: 'Monogram',
    type: 'area',
    is_require: false,
    sort_order: 3,
    price: 20,
    price_type: 'percent',
  },
];

describe('customOptionsSurcharge', () => {
  it('is 0 with nothing selected or no options', () => {
    expect(customOptionsSurcharge(50, options, [])).toBe(0);
    expect(customOptionsSurcharge(50, undefined, [{ option_id: 1, option_value: 11 }])).toBe(0);
  });
  it('adds a fixed value amount', () => {
    expect(customOptionsSurcharge(50, options, [{ option_id: 1, option_value: 11 }])).toBe(2.5);
  });
  it('adds a percent of the current product price', () => {
    expect(customOptionsSurcharge(49.99, options, [{ option_id: 1, option_value: 12 }])).toBe(5);
  });
  it('ignores a value whose option type id is not above 0', () => {
    expect(customOptionsSurcharge(50, options, [{ option_id: 1, option_value: 0 }])).toBe(0);
    expect(customOptionsSurcharge(50, options, [{ option_id: 1 }])).toBe(0);
  });
  it('ignores unknown options and unknown values', () => {
    expect(
      customOptionsSurcharge(50, options, [
        { option_id: 9, option_value: 11 },
        { option_id: 1, option_value: 77 },
      ]),
    ).toBe(0);
  });
  it('prices text options only when text was entered', () => {
    expect(customOptionsSurcharge(50, options, [{ option_id: 2, value: 'J.D.' }])).toBe(5);
    expect(customOptionsSurcharge(50, options, [{ option_id: 2, value: '  ' }])).toBe(0);
    expect(customOptionsSurcharge(50, options, [{ option_id: 4, value: 'JD' }])).toBe(10);
  });
  it('sums every checked checkbox value and every option', () => {
    const selected = [
      { option_id: 3, option_value: 31 },
      { option_id: 3, option_value: 32 },
      { option_id: 1, option_value: 11 },
    ];
    // 1.10 + 3 % of 20 + 2.50
    expect(customOptionsSurcharge(20, options, selected)).toBe(4.2);
  });
});

describe('priceWithCustomOptions', () => {
  it('adds the surcharge to the base price in cents', () => {
    expect(priceWithCustomOptions(0.2, options, [{ option_id: 3, option_value: 31 }])).toBe(1.3);
    expect(priceWithCustomOptions(19.99, options, [])).toBe(19.99);
  });
});
