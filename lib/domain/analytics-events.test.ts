import { cartLineItem, ecommerceEvent, productItem, purchase, selectItem, serializeForPage, viewItemList, viewSearchResults } from './analytics-events';

const jacket = {
  sku: 'WJ01',
  name: 'Stellar Jacket',
  price: 50,
  final_price_incl_tax: 59.5,
  category: [{ category_id: 23, name: 'Jackets', slug: 'jackets-23', path: 'women/jackets' }],
};
const line = { sku: 'WJ01-M-Red', name: 'Stellar Jacket', price_incl_tax: 59.499, qty: 2, options: [{ label: 'Color', value: 'Red' }, { label: 'Size', value: 'M' }] };

describe('GA4 ecommerce items', () => {
  test('a product is its sku, name, first category and the price a shopper pays, quantity 1', () => {
    expect(productItem(jacket, 3)).toEqual({ item_id: 'WJ01', item_name: 'Stellar Jacket', item_category: 'Jackets', price: 59.5, quantity: 1, index: 3 });
    expect(productItem({ sku: 'B', name: 'Bag', price: 20 })).toEqual({ item_id: 'B', item_name: 'Bag', price: 20, quantity: 1 });
  });

  test('a cart line is the sku in the cart with its options as the variant and the price rounded to cents', () => {
    expect(cartLineItem(line)).toEqual({ item_id: 'WJ01-M-Red', item_name: 'Stellar Jacket', item_variant: 'Color: Red, Size: M', price: 59.5, quantity: 2 });
    expect(cartLineItem({ ...line, options: [] }, 1)).toEqual({ item_id: 'WJ01-M-Red', item_name: 'Stellar Jacket', price: 59.5, quantity: 1 });
  });
});

describe('GA4 ecommerce events', () => {
  test('an event carries the currency of the store view and the value of its items', () => {
    const event = ecommerceEvent('add_to_cart', 'EUR', [cartLineItem(line)]);
    expect(event).toEqual({ event: 'add_to_cart', ecommerce: { currency: 'EUR', value: 119, items: [cartLineItem(line)] } });
  });

  test('a list names itself, and a chosen tile is that list narrowed to its item', () => {
    const list = viewItemList({ id: 'category-23', name: 'Jackets' }, 'USD', [productItem(jacket, 0), productItem({ sku: 'B', name: 'Bag', price: 20 }, 1)]);
    expect(list.ecommerce).toMatchObject({ item_list_id: 'category-23', item_list_name: 'Jackets', value: 79.5, currency: 'USD' });
    expect(selectItem(list, 'B')).toEqual({
      event: 'select_item',
      ecommerce: { currency: 'USD', value: 20, items: [{ item_id: 'B', item_name: 'Bag', price: 20, quantity: 1, index: 1 }], item_list_id: 'category-23', item_list_name: 'Jackets' },
    });
    expect(selectItem(list, 'unknown')).toBeNull();
  });

  test('search results carry the term', () => {
    expect(viewSearchResults('tee', 'EUR', []).ecommerce).toEqual({ currency: 'EUR', value: 0, items: [], search_term: 'tee' });
  });

  test('a purchase is worth the grand total and names the order, its tax, shipping and coupon', () => {
    const event = purchase({ transactionId: '000000012', grandTotal: 129.004, tax: 20.6, shipping: 10, coupon: 'SAVE' }, 'EUR', [cartLineItem(line)]);
    expect(event.ecommerce).toEqual({ currency: 'EUR', value: 129, items: [cartLineItem(line)], transaction_id: '000000012', tax: 20.6, shipping: 10, coupon: 'SAVE' });
    expect(purchase({ transactionId: '1', grandTotal: 5, coupon: null }, 'USD', []).ecommerce).not.toHaveProperty('coupon');
  });

  test('an event written into a page cannot close its script element', () => {
    const event = viewItemList({ id: 'x', name: '</script><script>alert(1)</script>' }, 'USD', []);
    expect(serializeForPage(event)).not.toContain('<');
    expect(JSON.parse(serializeForPage(event))).toEqual(event);
  });
});
