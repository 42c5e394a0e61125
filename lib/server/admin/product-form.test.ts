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
