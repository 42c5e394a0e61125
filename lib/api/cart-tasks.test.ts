import { placeOrderTask } from '@/lib/api/checkout';
import { createCartTask, ownsTask, pullCartRead, updateItemTask } from './cart-tasks';

describe('cart tasks', () => {
  const line = { sku: 'WS12-S-Brown', parentSku: 'WS12', name: 'Tee', qty: 2, price_incl_tax: 20, image: null, type_id: 'configurable', options: [], checksum: 'c', server_item_id: null };

  it("the cart's queue owns its store view's cart tasks only: not another store's, not orders", () => {
    const owns = ownsTask('de');
    expect(owns(updateItemTask('de', line, null))).toBe(true);
    expect(owns(pullCartRead('de'))).toBe(true);
    expect(owns(updateItemTask('default', line, null))).toBe(false);
    expect(owns(placeOrderTask('de', { order_id: 'o-1' } as Parameters<typeof placeOrderTask>[1]))).toBe(false);
  });

  it('a guest cart is created without the customer token', () => {
    expect(createCartTask('default').url).toBe('/api/cart/create?token={{token}}&storeCode=default');
    expect(createCartTask('default', { guest: true }).url).toBe('/api/cart/create?storeCode=default');
  });
});
