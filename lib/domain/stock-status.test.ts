import {
  IN_STOCK_TEXT,
  OUT_OF_STOCK_ERROR,
  OUT_OF_STOCK_TEXT,
  VOLATILE_STOCK_WARNING,
  productStockErrors,
  stockStatus,
  stockText,
} from './stock-status';

describe('stockStatus', () => {
  it('is ok when in stock, whatever the quantity says', () => {
    expect(stockStatus({ is_in_stock: true })).toBe('ok');
    expect(
      stockStatus({ product_id: 1, qty: 0, is_in_stock: true, manage_stock: true } as {
        is_in_stock: boolean;
      }),
    ).toBe('ok');
  });
  it('is out_of_stock when not in stock', () => {
    expect(stockStatus({ is_in_stock: false })).toBe('out_of_stock');
  });
  it('is volatile when the stock is unknown or the check is queued', () => {
    expect(stockStatus(undefined)).toBe('volatile');
    expect(stockStatus(null)).toBe('volatile');
    expect(stockStatus({ is_in_stock: null })).toBe('volatile');
    const queuedCheck = { task_id: 't1', product_sku: 'WS12', created_at: '2024-06-06' };
    expect(stockStatus(queuedCheck)).toBe('volatile');
  });
});

describe('stockText', () => {
  it('uses the spec texts and nothing for volatile', () => {
    expect(stockText('ok')).toBe('In stock!');
    expect(stockText('out_of_stock')).toBe('Out of the stock!');
    expect(stockText('volatile')).toBeNull();
  });
  it('exports the spec notifications verbatim', () => {
    expect(IN_STOCK_TEXT).toBe('In stock!');
    expect(OUT_OF_STOCK_TEXT).toBe('Out of the stock!');
    expect(OUT_OF_STOCK_ERROR).toBe('The product is out of stock and cannot be added to the cart!');
    expect(VOLATILE_STOCK_WARNING).toBe(
      'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.',
    );
  });
});

describe('productStockErrors', () => {
  it('flags a configurable product that is not in stock', () => {
    expect(productStockErrors({ type_id: 'configurable', stock: { is_in_stock: false } })).toEqual([
      'No available product variants',
    ]);
  });
  it('does not flag an in-stock or unverified configurable product', () => {
    expect(productStockErrors({ type_id: 'configurable', stock: { is_in_stock: true } })).toEqual([]);
    expect(productStockErrors({ type_id: 'configurable' })).toEqual([]);
  });
  it('does not flag other product types', () => {
    expect(productStockErrors({ type_id: 'simple', stock: { is_in_stock: false } })).toEqual([]);
  });
});
