import { detectCsv } from './detect';
import { parseCsv } from './csv';
import { parseDate, parseKeyValues, parseTaxClass, parseVisibility } from './fields';
import { parseCategoryPaths } from './magento-products';
import { parseBundleValues, parseSampleBundleOptions } from './product-links';

describe('Magento field conventions', () => {
  it('maps visibility labels and numbers', () => {
    expect(parseVisibility('Catalog, Search')).toBe(4);
    expect(parseVisibility('Not Visible Individually')).toBe(1);
    expect(parseVisibility('Catalog')).toBe(2);
    expect(parseVisibility('Search')).toBe(3);
    expect(parseVisibility('3')).toBe(3);
    expect(parseVisibility('')).toBe(4);
    expect(parseVisibility('Everywhere')).toBeNull();
  });

  it('maps tax classes', () => {
    expect(parseTaxClass('Taxable Goods')).toBe(2);
    expect(parseTaxClass('None')).toBe(0);
    expect(parseTaxClass('Luxury')).toBeNull();
  });

  it('reads Magento dates', () => {
    expect(parseDate('3/24/17')).toBe('2017-03-24T00:00:00.000Z');
    expect(parseDate('2017-11-06 12:16:41')).toBe('2017-11-06T12:16:41.000Z');
    expect(parseDate('')).toBeNull();
    expect(parseDate('soon')).toBeUndefined();
  });

  it('splits additional_attributes with multiselect values', () => {
    expect(parseKeyValues('has_options=1,material=HeatTec&reg;|Polyester,color=Black')).toEqual({
      has_options: ['1'],
      material: ['HeatTec&reg;', 'Polyester'],
      color: ['Black'],
    });
  });

  it('splits category paths and drops the root', () => {
    expect(parseCategoryPaths('Default Category/Women/Tops/Tees,Default Category/Promotions/Tees,Default Category')).toEqual([
      ['Women', 'Tops', 'Tees'],
      ['Promotions', 'Tees'],
    ]);
  });

  it('reads bundle options in both formats', () => {
    expect(parseSampleBundleOptions('Ball|radio:A,B\nBrick|radio:C')).toEqual([
      expect.objectContaining({ title: 'Ball', type: 'radio', links: [expect.objectContaining({ sku: 'A' }), expect.objectContaining({ sku: 'B' })] }),
      expect.objectContaining({ title: 'Brick', links: [expect.objectContaining({ sku: 'C' })] }),
    ]);
    expect(parseSampleBundleOptions('no options here')).toBeNull();
    const [option] = parseBundleValues('name=Ball,type=radio,required=1,sku=A,price=0.0000,default=1,default_qty=2.0000,can_change_qty=1|name=Ball,type=radio,required=1,sku=B,default=0');
    expect(option).toMatchObject({ title: 'Ball', required: true, links: [{ sku: 'A', qty: 2, isDefault: true }, { sku: 'B', isDefault: false }] });
  });
});

describe('CSV reading and detection', () => {
  it('gives each record the line it starts on and flags a wrong field count', () => {
    const csv = parseCsv('sku,name\nA,"two\nlines"\nB\nC,c\n');
    expect(csv.records.map((record) => [record.line, record.values.sku, record.fieldCountError ?? null])).toEqual([
      [2, 'A', null],
      [4, 'B', 'expected 2 fields, found 1'],
      [5, 'C', null],
    ]);
  });

  it('recognises files by their header', () => {
    expect(detectCsv('products.csv', ['sku', 'store_view_code', 'product_type', 'categories'])).toMatchObject({ kind: 'magento-products' });
    expect(detectCsv('yoga_bundle.csv', ['category', 'name', 'sku', 'bundle_options'])).toMatchObject({ kind: 'sample-products', productType: 'bundle' });
    expect(detectCsv('Links/upsell.csv', ['sku', 'linked_sku'])).toMatchObject({ kind: 'sample-links', linkType: 'upsell' });
    expect(detectCsv('tax_rate.csv', ['code', 'tax_country_id', 'tax_region_name', 'tax_postcode', 'rate'])).toMatchObject({ kind: 'sample-tax-rates' });
    expect(detectCsv('wishlist.csv', ['name', 'customer_email', 'product_list'])).toMatchObject({ reason: expect.stringMatching(/not a recognised/) });
  });
});
