import { documentFieldsOf } from './document-fields';

const PRICE_INPUTS = ['price', 'special_from_date', 'special_price', 'special_to_date', 'tax_class_id'];

describe('documentFieldsOf', () => {
  it('reads the whole document without an include pattern', () => {
    expect(documentFieldsOf([])).toBeNull();
    expect(documentFieldsOf([''])).toBeNull();
  });

  it('reads the whole document when a pattern could match any top-level field', () => {
    expect(documentFieldsOf(['name', '*sku'])).toBeNull();
    expect(documentFieldsOf(['config*.sku'])).toBeNull();
    expect(documentFieldsOf(['*'])).toBeNull();
  });

  it("reads each pattern's top-level field with the id, the SKU, the stored stock and the price inputs", () => {
    expect(documentFieldsOf(['name', 'media_gallery.image', 'configurable_children.sku'])).toEqual(
      ['configurable_children', 'id', 'media_gallery', 'name', 'sku', 'stock', ...PRICE_INPUTS].sort(),
    );
  });

  it('a wildcard below the top level keeps the reading to its field', () => {
    expect(documentFieldsOf(['category.*'])).toEqual(['category', 'id', 'sku', 'stock', ...PRICE_INPUTS].sort());
  });

  it('reads the variants for the stock, whose flag depends on them', () => {
    expect(documentFieldsOf(['stock.is_in_stock'])).toContain('configurable_children');
    expect(documentFieldsOf(['stock'])).toContain('configurable_children');
    expect(documentFieldsOf(['name'])).not.toContain('configurable_children');
  });

  it('reads every address field and the translations for one address field', () => {
    for (const field of ['slug', 'url_key', 'url_path']) {
      expect(documentFieldsOf([field])).toEqual(expect.arrayContaining(['slug', 'url_key', 'url_path', 'translations']));
    }
    expect(documentFieldsOf(['name'])).not.toContain('translations');
  });
});
