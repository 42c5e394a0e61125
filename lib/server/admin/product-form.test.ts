import { inStockField, parseProductEdit, qtyField, windowEnd, windowStart } from './product-form';

const stockRows = [
  { sku: 'MH01-XS-Black', managed: true },
  { sku: 'MH01-S-Black', managed: true },
];
const valid = {
  version: '1767225600000',
  price: '52.00',
  special_price: '',
  special_from: '',
  special_to: '',
  status: '1',
  [qtyField('MH01-XS-Black')]: '10',
  [inStockField('MH01-XS-Black')]: '1',
  [qtyField('MH01-S-Black')]: '0',
  [inStockField('MH01-S-Black')]: '0',
};

describe('the back office product form', () => {
  it('reads a valid form: prices as numbers, an empty special price as none, the stock of every child', () => {
    const result = parseProductEdit({ ...valid, price: '49,9', special_price: '39.5', special_from: '2026-12-01', special_to: '2026-12-01' }, stockRows);
    expect(result).toEqual({
      ok: true,
      edit: {
        version: 1767225600000,
        price: 49.9,
        specialPrice: 39.5,
        specialFrom: '2026-12-01',
        specialTo: '2026-12-01',
        status: 1,
        stock: [
          { sku: 'MH01-XS-Black', qty: 10, isInStock: true },
          { sku: 'MH01-S-Black', qty: 0, isInStock: false },
        ],
        variants: [],
      },
    });
  });

  it('names every wrong field with its own message', () => {
    const result = parseProductEdit(
      { ...valid, price: '-1', special_from: '2026-02-30', status: '7', [qtyField('MH01-XS-Black')]: '2.5', [inStockField('MH01-S-Black')]: 'yes' },
      stockRows,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        price: 'Price must be 0 or more',
        special_from: 'Not a date',
        status: 'Choose enabled or disabled',
        [qtyField('MH01-XS-Black')]: 'Quantity is a whole number',
        [inStockField('MH01-S-Black')]: 'Choose in stock or out of stock',
      },
    });
  });

  it('refuses a special price not below the price, a window that ends before it starts, a negative or missing quantity', () => {
    const result = parseProductEdit({ ...valid, special_price: '52', special_from: '2026-03-02', special_to: '2026-03-01', [qtyField('MH01-XS-Black')]: '-3', [qtyField('MH01-S-Black')]: undefined }, stockRows);
    expect(result).toEqual({
      ok: false,
      errors: {
        special_price: 'Special price must be below the price',
        special_to: 'The window ends before it starts',
        [qtyField('MH01-XS-Black')]: 'Quantity must be 0 or more',
        [qtyField('MH01-S-Black')]: 'Quantity is required',
      },
    });
  });

  it('refuses a counted product in stock with nothing to sell, but not one whose stock is not counted', () => {
    const form = { ...valid, [inStockField('MH01-S-Black')]: '1' };
    expect(parseProductEdit(form, stockRows)).toEqual({ ok: false, errors: { [inStockField('MH01-S-Black')]: 'In stock needs a quantity above 0' } });
    expect(parseProductEdit(form, [stockRows[0]!, { sku: 'MH01-S-Black', managed: false }]).ok).toBe(true);
  });

  it('refuses amounts that are not plain numbers or are too large', () => {
    for (const price of ['', 'abc', '1e3', '12.34567', '100000000', 'NaN']) {
      const result = parseProductEdit({ ...valid, price }, stockRows);
      expect(result.ok).toBe(false);
      expect(result.ok ? null : Object.keys(result.errors)).toEqual(['price']);
    }
  });

  it('stores the window from the start of its first day to the end of its last (UTC)', () => {
    expect([windowStart('2026-12-01'), windowEnd('2026-12-24'), windowStart(null)]).toEqual(['2026-12-01T00:00:00.000Z', '2026-12-24T23:59:59.000Z', null]);
  });
});

describe("the product form's variants", () => {
  const before = { price: 52, specialPrice: null, specialFrom: null, specialTo: null };
  const variants = {
    before,
    rows: [
      { sku: 'MH01-XS-Black', price: 52, specialPrice: null, specialFrom: null, specialTo: null, status: 1 as const },
      { sku: 'MH01-S-Black', price: 55, specialPrice: 50, specialFrom: '2026-12-01', specialTo: '2026-12-24', status: 1 as const },
    ],
  };
  const variantForm = {
    ...valid,
    'price:MH01-XS-Black': '52.00',
    'special_price:MH01-XS-Black': '',
    'special_from:MH01-XS-Black': '',
    'special_to:MH01-XS-Black': '',
    'status:MH01-XS-Black': '1',
    'price:MH01-S-Black': '55.00',
    'special_price:MH01-S-Black': '50.00',
    'special_from:MH01-S-Black': '2026-12-01',
    'special_to:MH01-S-Black': '2026-12-24',
    'status:MH01-S-Black': '1',
  };
  const edited = (fields: Record<string, unknown>) => {
    const result = parseProductEdit(fields, stockRows, variants);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    return result.edit.variants;
  };

  it("reads each variant's own price, special price, window and status", () => {
    expect(edited({ ...variantForm, 'price:MH01-XS-Black': '60', 'special_price:MH01-XS-Black': '49.5', 'special_to:MH01-XS-Black': '2027-01-31', 'status:MH01-S-Black': '2' })).toEqual([
      { sku: 'MH01-XS-Black', price: 60, specialPrice: 49.5, specialFrom: null, specialTo: '2027-01-31', status: 1 },
      { sku: 'MH01-S-Black', price: 55, specialPrice: 50, specialFrom: '2026-12-01', specialTo: '2026-12-24', status: 2 },
    ]);
  });

  it("gives the configurable's new price to each variant whose own price the form left, also when the form has no variant fields", () => {
    expect(edited({ ...variantForm, price: '70', 'price:MH01-S-Black': '58' }).map((variant) => variant.price)).toEqual([70, 58]);
    expect(edited({ ...valid, price: '70' }).map((variant) => [variant.price, variant.status])).toEqual([[70, 1], [70, 1]]);
  });

  it("names each variant's wrong field: a negative price, a special price not below its price, a window ending before it starts, a bad status", () => {
    const result = parseProductEdit(
      {
        ...variantForm,
        'price:MH01-XS-Black': '-1',
        'special_price:MH01-S-Black': '55',
        'special_from:MH01-S-Black': '2026-12-24',
        'special_to:MH01-S-Black': '2026-12-01',
        'status:MH01-XS-Black': '3',
      },
      stockRows,
      variants,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        'price:MH01-XS-Black': 'Price must be 0 or more',
        'status:MH01-XS-Black': 'Choose enabled or disabled',
        'special_price:MH01-S-Black': 'Special price must be below the price',
        'special_to:MH01-S-Black': 'The window ends before it starts',
      },
    });
  });

  it("refuses a configurable's new price that puts a variant's special price above it, at that variant's field", () => {
    const result = parseProductEdit({ ...variantForm, price: '45' }, stockRows, variants);
    expect(result).toEqual({ ok: false, errors: { 'special_price:MH01-S-Black': 'Special price must be below the price' } });
  });
});
