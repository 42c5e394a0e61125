import {
  PRICE_UNKNOWN_ERROR,
  canAddToCart,
  findCartItem,
  isSameCartItem,
  productChecksum,
  type CartItemIdentity,
} from './cart-item-match';

const bundleOptions = (selection: number) => ({
  extension_attributes: {
    bundle_options: [
      { option_id: 1, option_qty: 1, option_selections: [selection] },
      { option_id: 2, option_qty: 2, option_selections: [7] },
    ],
  },
});

const customOptions = (value: string) => ({
  extension_attributes: { custom_options: [{ option_id: 5, option_value: value }] },
});

const configurable = (color: number) => ({
  extension_attributes: { configurable_item_options: [{ option_id: '93', option_value: color }] },
});

describe('productChecksum', () => {
  it('is a 16-digit hex string, the same for the same options', () => {
    const checksum = productChecksum({ product_option: bundleOptions(3) });
    expect(checksum).toMatch(/^[0-9a-f]{16}$/);
    expect(productChecksum({ product_option: bundleOptions(3) })).toBe(checksum);
  });
  it('differs when the chosen options differ', () => {
    expect(productChecksum({ product_option: bundleOptions(3) })).not.toBe(
      productChecksum({ product_option: bundleOptions(4) }),
    );
    expect(productChecksum({ product_option: customOptions('a') })).not.toBe(
      productChecksum({ product_option: customOptions('b') }),
    );
  });
  it('ignores key order, option order, selection order and number-vs-string ids', () => {
    const a = {
      extension_attributes: {
        bundle_options: [
          { option_id: 1, option_qty: 1, option_selections: [3, 4] },
          { option_id: 2, option_qty: 2, option_selections: [7] },
        ],
      },
    };
    const b = {
      extension_attributes: {
        bundle_options: [
          { option_selections: ['7'], option_qty: '2', option_id: '2' },
          { option_id: '1', option_selections: ['4', '3'], option_qty: 1 },
        ],
      },
    };
    expect(productChecksum({ product_option: a })).toBe(productChecksum({ product_option: b }));
  });
  it('ignores the order of several values of one checkbox option', () => {
    const checked = (first: number, second: number) => ({
      extension_attributes: {
        custom_options: [
          { option_id: 3, option_value: first },
          { option_id: 3, option_value: second },
        ],
      },
    });
    expect(productChecksum({ product_option: checked(31, 32) })).toBe(
      productChecksum({ product_option: checked(32, 31) }),
    );
  });
  it('treats missing, null and empty options alike', () => {
    const empty = productChecksum({});
    expect(productChecksum({ product_option: null })).toBe(empty);
    expect(productChecksum({ product_option: { extension_attributes: {} } })).toBe(empty);
    expect(productChecksum({ product_option: { extension_attributes: { custom_options: null } } })).toBe(
      empty,
    );
  });
  it('hashes text outside Latin-1', () => {
    expect(productChecksum({ product_option: customOptions('Grüße ✓') })).not.toBe(
      productChecksum({ product_option: customOptions('Grüße ✗') }),
    );
  });
});

describe('isSameCartItem', () => {
  it('matches bundles by item id or checksum, not by sku', () => {
    const inCart: CartItemIdentity = { sku: 'bundle', item_id: 10, product_option: bundleOptions(3) };
    expect(isSameCartItem(inCart, { sku: 'bundle', product_option: bundleOptions(3) })).toBe(true);
    expect(isSameCartItem(inCart, { sku: 'bundle', product_option: bundleOptions(4) })).toBe(false);
    expect(
      isSameCartItem(inCart, { sku: 'bundle-3-7', item_id: '10', product_option: bundleOptions(4) }),
    ).toBe(true);
  });
  it('uses a stored checksum when there is one', () => {
    const inCart = { sku: 'mug', checksum: 'abc', product_option: customOptions('x') };
    expect(isSameCartItem(inCart, { sku: 'mug', checksum: 'abc', product_option: customOptions('y') })).toBe(
      true,
    );
    expect(isSameCartItem(inCart, { sku: 'mug', product_option: customOptions('x') })).toBe(false);
  });
  it('does not match a customised line with the plain product', () => {
    expect(isSameCartItem({ sku: 'mug', product_option: customOptions('x') }, { sku: 'mug' })).toBe(false);
  });
  it('matches configurable items by sku only', () => {
    const red = { sku: 'WS12-M-Red', item_id: 1, product_option: configurable(49) };
    expect(isSameCartItem(red, { sku: 'WS12-M-Red', item_id: 2, product_option: configurable(50) })).toBe(
      true,
    );
    expect(isSameCartItem(red, { sku: 'WS12-M-Blue', item_id: 1, product_option: configurable(49) })).toBe(
      false,
    );
  });
  it('matches plain items by item id or sku', () => {
    expect(isSameCartItem({ sku: 'a', server_item_id: 5 }, { sku: 'b', item_id: 5 })).toBe(true);
    expect(isSameCartItem({ sku: 'a', item_id: 5 }, { sku: 'a', item_id: 6 })).toBe(true);
    expect(isSameCartItem({ sku: 'a', item_id: 5 }, { sku: 'b', item_id: 6 })).toBe(false);
  });
  it('never matches on two missing ids', () => {
    expect(isSameCartItem({ sku: 'a' }, { sku: 'b' })).toBe(false);
    expect(isSameCartItem({ sku: 'a', item_id: null }, { sku: 'b', item_id: '' })).toBe(false);
  });
  it('prefers the server item id over the local one', () => {
    expect(isSameCartItem({ sku: 'a', item_id: 1, server_item_id: 9 }, { sku: 'b', item_id: 1 })).toBe(false);
  });
});

describe('findCartItem', () => {
  it('finds the matching line or nothing', () => {
    const items = [
      { sku: 'a', qty: 1 },
      { sku: 'bundle', qty: 2, product_option: bundleOptions(3) },
    ];
    expect(findCartItem(items, { sku: 'bundle', product_option: bundleOptions(3) })?.qty).toBe(2);
    expect(findCartItem(items, { sku: 'z' })).toBeUndefined();
    expect(findCartItem([], { sku: 'a' })).toBeUndefined();
  });
});

describe('canAddToCart', () => {
  it('accepts a priced product without errors', () => {
    expect(canAddToCart({ price_incl_tax: 19.99 })).toEqual([]);
  });
  it('accepts a zero price by default but not a negative one', () => {
    expect(canAddToCart({ price_incl_tax: 0 })).toEqual([]);
    expect(canAddToCart({ price_incl_tax: -1 })).toEqual([PRICE_UNKNOWN_ERROR]);
  });
  it('rejects a zero price when zero-price products are not allowed', () => {
    expect(canAddToCart({ price_incl_tax: 0 }, { allowZeroPrice: false })).toEqual([
      'Product price is unknown, product cannot be added to the cart!',
    ]);
    expect(canAddToCart({ price_incl_tax: 0.01 }, { allowZeroPrice: false })).toEqual([]);
  });
  it('rejects a missing price', () => {
    expect(canAddToCart({})).toEqual([PRICE_UNKNOWN_ERROR]);
    expect(canAddToCart({ price_incl_tax: null })).toEqual([PRICE_UNKNOWN_ERROR]);
    expect(canAddToCart({ price_incl_tax: Number.NaN })).toEqual([PRICE_UNKNOWN_ERROR]);
  });
  it('adds the product errors, from a map or a list, skipping empty ones', () => {
    expect(
      canAddToCart({ price_incl_tax: 5, errors: { variants: 'No available product variants', other: null } }),
    ).toEqual(['No available product variants']);
    expect(canAddToCart({ price_incl_tax: -1, errors: ['Out of the stock!', ''] })).toEqual([
      PRICE_UNKNOWN_ERROR,
      'Out of the stock!',
    ]);
  });
});
