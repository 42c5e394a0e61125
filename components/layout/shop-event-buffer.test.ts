/** @jest-environment jsdom */
import { createShopEventBuffer } from './shop-event-buffer';

const addToCart = (sku: string) => new CustomEvent('storefront:add-to-cart', { detail: { sku, qty: 1 } });

/** A page's window, as far as the buffer is concerned; session storage is the tab's, shared by its pages. */
function page() {
  const target = new EventTarget();
  const received = (type: string) => {
    const details: unknown[] = [];
    target.addEventListener(type, (event) => details.push((event as CustomEvent).detail ?? type));
    return details;
  };
  return { target, received };
}

describe('the shop event buffer', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps an add to cart dispatched before any listener is mounted and hands it over once, in order', () => {
    const { target, received } = page();
    const buffer = createShopEventBuffer(target);
    let changes = 0;
    buffer.subscribe(() => changes++);
    target.dispatchEvent(addToCart('MJ01'));
    target.dispatchEvent(new CustomEvent('storefront:open-compare'));
    target.dispatchEvent(addToCart('WS03'));
    expect(changes).toBe(3);
    expect(buffer.hasWaiting()).toBe(true);

    const adds = received('storefront:add-to-cart');
    const compares = received('storefront:open-compare');
    buffer.handOver();
    expect(adds).toEqual([{ sku: 'MJ01', qty: 1 }, { sku: 'WS03', qty: 1 }]);
    expect(compares).toEqual(['storefront:open-compare']);
    expect(buffer.hasWaiting()).toBe(false);
    expect(changes).toBe(4); // subscribers learn that nothing waits any more

    // With the listeners there, events pass straight through and are not kept a second time.
    target.dispatchEvent(addToCart('MH01'));
    expect(buffer.hasWaiting()).toBe(false);
    expect(changes).toBe(4);
    expect(adds).toHaveLength(3);
  });

  it('carries the adds of a page left before its listeners came to the next page, not its other requests', () => {
    const left = page();
    createShopEventBuffer(left.target);
    left.target.dispatchEvent(addToCart('MJ01'));
    left.target.dispatchEvent(new CustomEvent('storefront:proceed-to-checkout'));

    const next = page();
    const buffer = createShopEventBuffer(next.target);
    expect(buffer.hasWaiting()).toBe(true);
    const adds = next.received('storefront:add-to-cart');
    const checkouts = next.received('storefront:proceed-to-checkout');
    buffer.handOver();
    expect(adds).toEqual([{ sku: 'MJ01', qty: 1 }]);
    expect(checkouts).toEqual([]);
    expect(sessionStorage.getItem('storefront:kept-events')).toBeNull();
  });

  it('keeps again once the listeners are gone (a store switch remounts them)', () => {
    const { target } = page();
    const buffer = createShopEventBuffer(target);
    const release = buffer.handOver();
    target.dispatchEvent(addToCart('MJ01'));
    expect(buffer.hasWaiting()).toBe(false);
    release();
    target.dispatchEvent(addToCart('MJ01'));
    expect(buffer.hasWaiting()).toBe(true);
  });
});
