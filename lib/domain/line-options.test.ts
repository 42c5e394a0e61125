import type { ConfigurableChild } from './catalog-types';
import { lineConfiguration, variantRequest, type VariantChoices } from './line-options';

const child = (sku: string, color: number, size: number, status = 1) => ({ sku, color, size, status }) as unknown as ConfigurableChild;
const product: VariantChoices = {
  configurable_options: [
    { attribute_id: '93', attribute_code: 'color', label: 'Color', values: [{ value_index: 49, label: 'Black' }, { value_index: 50, label: 'Blue' }] },
    { attribute_id: '142', attribute_code: 'size', label: 'Size', values: [{ value_index: 167, label: 'S' }, { value_index: 168, label: 'M' }] },
  ],
  configurable_children: [child('MJ01-S-Black', 49, 167), child('MJ01-M-Black', 49, 168), child('MJ01-S-Blue', 50, 167), child('MJ01-M-Blue', 50, 168, 2)],
};
const line = {
  parentSku: 'MJ01',
  qty: 2,
  product_option: { extension_attributes: { configurable_item_options: [{ option_id: '93', option_value: 49 }, { option_id: '142', option_value: 167 }], custom_options: [], bundle_options: [] } },
};

describe('microcart option editing', () => {
  it('reads the chosen values of a configurable line', () => {
    expect(lineConfiguration(line)).toEqual({ '93': '49', '142': '167' });
  });

  it('offers no editing for lines without a parent or with custom or bundle options', () => {
    expect(lineConfiguration({ ...line, parentSku: null })).toBeNull();
    expect(lineConfiguration({ ...line, product_option: { extension_attributes: { ...line.product_option.extension_attributes, custom_options: [{ option_id: 1, option_value: 'x' }] } } })).toBeNull();
    expect(lineConfiguration({ parentSku: 'WS01', product_option: null })).toBeNull();
  });

  it('turns a new choice into a request for that child with the same quantity', () => {
    expect(variantRequest(line, product, { '93': '50', '142': '167' })).toEqual({
      sku: 'MJ01-S-Blue',
      parentSku: 'MJ01',
      qty: 2,
      product_option: { extension_attributes: { configurable_item_options: [{ option_id: '93', option_value: 50 }, { option_id: '142', option_value: 167 }], custom_options: [], bundle_options: [] } },
    });
  });

  it('refuses a disabled or missing combination and an incomplete choice', () => {
    expect(variantRequest(line, product, { '93': '50', '142': '168' })).toBeNull();
    expect(variantRequest(line, product, { '93': '50' })).toBeNull();
  });
});
