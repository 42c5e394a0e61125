import { sql } from 'drizzle-orm';
import { POST as createCart } from '@/app/api/cart/create/route';
import { GET as pullCart } from '@/app/api/cart/pull/route';
import { POST as deleteItem } from '@/app/api/cart/delete/route';
import { GET as cartTotals } from '@/app/api/cart/totals/route';
import { GET as paymentMethods } from '@/app/api/cart/payment-methods/route';
import { POST as shippingMethods } from '@/app/api/cart/shipping-methods/route';
import { POST as shippingInformation } from '@/app/api/cart/shipping-information/route';
import { POST as collectTotals } from '@/app/api/cart/collect-totals/route';
import { POST as applyCoupon } from '@/app/api/cart/apply-coupon/route';
import { POST as deleteCoupon } from '@/app/api/cart/delete-coupon/route';
import { GET as getCoupon } from '@/app/api/cart/coupon/route';
import { POST as loginUser } from '@/app/api/user/login/route';
import { toCents } from '@/lib/domain/money';
import { seedSalesRules } from '@/lib/server/seed/sales-rules';
import { salesRules } from '@/lib/server/db/schema';
import { call } from './support/http';
import { seededShopPerFile } from './support/test-database';
import { addItem, customerCart, guestCart, PASSWORD, pickConfigurable, pickSimple, pickVirtual, register, rows, setStock, uniqueAddress } from './support/commerce';

jest.setTimeout(120_000);


const db = seededShopPerFile(seedSalesRules);
const q = (cartId: string, token?: string) => `cartId=${cartId}${token ? `&token=${token}` : ''}`;

describe('POST /api/cart/create', () => {
  it('gives a guest an unguessable id of 128 random bits, a new one each time', async () => {
    const a = await call(createCart, '/api/cart/create', { method: 'POST' });
    const b = await guestCart();
    expect(a.json).toEqual({ code: 200, result: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(b).not.toBe(a.json.result);
  });

  it("gives a customer their one active cart", async () => {
    const session = await register();
    const first = await customerCart(session.token);
    expect(await customerCart(session.token)).toBe(first);
    expect(await customerCart((await register()).token)).not.toBe(first);
  });

  it('refuses a bad token with 401', async () => {
    expect((await call(createCart, '/api/cart/create?token=forged', { method: 'POST' })).status).toBe(401);
  });
});

describe('cart items', () => {
  it('adds an item, answers the server item with item_id, pulls it, changes and deletes it', async () => {
    const product = await pickSimple(db());
    const cartId = await guestCart();
    const added = await addItem(cartId, product.sku, 2);
    expect(added.status).toBe(200);
    expect(added.json.result).toMatchObject({ item_id: expect.any(Number), sku: product.sku, qty: 2, quote_id: cartId, product_type: 'simple', price: product.price });
    const itemId = added.json.result.item_id;

    const again = await addItem(cartId, product.sku, 3);
    expect(again.json.result).toMatchObject({ item_id: itemId, qty: 3 });
    const pulled = await call(pullCart, `/api/cart/pull?${q(cartId)}`);
    expect(pulled.json.result).toEqual([expect.objectContaining({ item_id: itemId, sku: product.sku, qty: 3 })]);

    const byId = await call((await import('@/app/api/cart/update/route')).POST, `/api/cart/update?${q(cartId)}`, {
      body: { cartItem: { sku: product.sku, qty: '4', item_id: itemId, quoteId: cartId } },
    });
    expect(byId.json.result).toMatchObject({ item_id: itemId, qty: 4 });

    const removed = await call(deleteItem, `/api/cart/delete?${q(cartId)}`, { body: { cartItem: { sku: product.sku, item_id: itemId, quoteId: cartId } } });
    expect(removed.json).toEqual({ code: 200, result: true });
    expect((await call(pullCart, `/api/cart/pull?${q(cartId)}`)).json.result).toEqual([]);
    // Deleting again is harmless (an offline queue may replay it).
    expect((await call(deleteItem, `/api/cart/delete?${q(cartId)}`, { body: { cartItem: { item_id: itemId } } })).status).toBe(200);
  });

  it('deletes by sku when the item id is stale (a login merge or another device changed the ids)', async () => {
    const product = await pickSimple(db());
    const cartId = await guestCart();
    await addItem(cartId, product.sku, 2);
    const removed = await call(deleteItem, `/api/cart/delete?${q(cartId)}`, { body: { cartItem: { sku: product.sku, item_id: 999_999, quoteId: cartId } } });
    expect(removed.json).toEqual({ code: 200, result: true });
    expect((await call(pullCart, `/api/cart/pull?${q(cartId)}`)).json.result).toEqual([]);
  });

  it('stores a configurable item with its child sku and configurable_item_options, from the parent or the child', async () => {
    const configurable = await pickConfigurable(db());
    const cartId = await guestCart();
    const byParent = await addItem(cartId, configurable.parent, 1, undefined, { extension_attributes: { configurable_item_options: configurable.options } });
    expect(byParent.status).toBe(200);
    expect(byParent.json.result).toMatchObject({ sku: configurable.child, product_type: 'configurable', price: configurable.childPrice });
    expect(byParent.json.result.product_option.extension_attributes.configurable_item_options).toEqual(configurable.options);
    const byChild = await addItem(cartId, configurable.child, 2);
    expect(byChild.json.result).toMatchObject({ item_id: byParent.json.result.item_id, qty: 2 });
    const wrong = await addItem(cartId, configurable.parent, 1, undefined, {
      extension_attributes: { configurable_item_options: [{ option_id: configurable.options[0]!.option_id, option_value: 987654 }] },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.result).toBe('No such configuration for the product. Please do choose another combination of attributes.');
  });

  it('prices custom options from the catalogue and keeps them in product_option.extension_attributes', async () => {
    type Option = { option_id: number; type: string; price?: number; price_type?: string; values?: { option_type_id: number; price: number; price_type: string }[] };
    const candidates = await rows<{ sku: string; price: string; doc: { custom_options: Option[] } }>(
      db(),
      sql`SELECT sku, price, doc FROM products WHERE jsonb_array_length(coalesce(doc->'custom_options', '[]'::jsonb)) > 0 AND type_id = 'simple' AND status = 1
          AND special_price IS NULL AND parent_sku IS NULL ORDER BY id LIMIT 200`,
    );
    const pick = candidates
      .map((row) => ({ row, option: row.doc.custom_options.find((entry) => entry.values?.some((value) => value.price_type === 'fixed' && value.price > 0)) }))
      .find((entry) => entry.option);
    if (!pick) throw new Error('the seed has no simple product with a fixed-price custom option value');
    const { row, option } = pick;
    const value = option!.values!.find((entry) => entry.price_type === 'fixed' && entry.price > 0)!;
    const cartId = await guestCart();
    const added = await addItem(cartId, row.sku, 1, undefined, { extension_attributes: { custom_options: [{ option_id: option!.option_id, option_value: String(value.option_type_id) }] } });
    expect(added.status).toBe(200);
    expect(toCents(added.json.result.price)).toBe(toCents(row.price) + toCents(value.price));
    expect(added.json.result.product_option.extension_attributes.custom_options).toEqual([{ option_id: String(option!.option_id), option_value: String(value.option_type_id) }]);
    const plain = await addItem(cartId, row.sku, 1);
    expect(plain.json.result.item_id).not.toBe(added.json.result.item_id);
    const totals = (await call(cartTotals, `/api/cart/totals?${q(cartId)}`)).json.result;
    expect(toCents(totals.subtotal_incl_tax)).toBe(2 * toCents(row.price) + toCents(value.price));
    const bogus = await addItem(cartId, row.sku, 1, undefined, { extension_attributes: { custom_options: [{ option_id: 99_999_999, option_value: '1' }] } });
    expect(bogus.status).toBe(400);
  });

  it.each([
    [0, 'Quantity must be above 0'],
    [-3, 'Quantity must be above 0'],
    [1.5, 'Quantity must be positive integer'],
    ['abc', 'Quantity must be positive integer'],
  ])('refuses qty %p with "%s"', async (qty, message) => {
    const product = await pickSimple(db());
    const cartId = await guestCart();
    const response = await addItem(cartId, product.sku, qty as number);
    expect(response.status).toBe(400);
    expect(response.json.errors).toContainEqual({ path: 'cartItem.qty', message });
  });

  it("refuses more than the stock's max_sale_qty, and unknown products", async () => {
    const product = await pickSimple(db(), 1);
    await setStock(db(), product.sku, 500, 5);
    const cartId = await guestCart();
    const tooMany = await addItem(cartId, product.sku, 6);
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.result).toBe('Quantity must be below 5');
    expect((await addItem(cartId, product.sku, 5)).status).toBe(200);
    expect((await addItem(cartId, 'NO-SUCH-SKU', 1)).status).toBe(404);
  });
});

describe('cart authorization', () => {
  it("refuses customer A's token on B's cart (403), no token on a customer cart (401), unknown carts (404)", async () => {
    const a = await register();
    const b = await register();
    const product = await pickSimple(db());
    const bCart = await customerCart(b.token);
    expect((await addItem(bCart, product.sku, 1, b.token)).status).toBe(200);

    expect((await call(pullCart, `/api/cart/pull?${q(bCart, a.token)}`)).status).toBe(403);
    expect((await addItem(bCart, product.sku, 5, a.token)).status).toBe(403);
    expect((await call(deleteItem, `/api/cart/delete?${q(bCart, a.token)}`, { body: { cartItem: { sku: product.sku } } })).status).toBe(403);
    expect((await call(cartTotals, `/api/cart/totals?${q(bCart, a.token)}`)).status).toBe(403);
    expect((await call(applyCoupon, `/api/cart/apply-coupon?${q(bCart, a.token)}&coupon=WELCOME10`, { method: 'POST' })).status).toBe(403);
    expect((await call(pullCart, `/api/cart/pull?${q(bCart)}`)).status).toBe(401);
    expect((await call(pullCart, `/api/cart/pull?${q('0123456789abcdef0123456789abcdef')}`)).status).toBe(404);
    expect((await call(pullCart, '/api/cart/pull')).status).toBe(400);
    // B's cart is untouched.
    expect((await call(pullCart, `/api/cart/pull?${q(bCart, b.token)}`)).json.result).toEqual([expect.objectContaining({ qty: 1 })]);
  });

  it('lets anyone with the id use a guest cart, a customer included', async () => {
    const session = await register();
    const cartId = await guestCart();
    const product = await pickSimple(db());
    expect((await addItem(cartId, product.sku, 1, session.token)).status).toBe(200);
    expect((await call(pullCart, `/api/cart/pull?${q(cartId)}`)).json.result).toHaveLength(1);
  });
});

describe('merging a guest cart at login', () => {
  it("answers the customer's cart id at every login, so a cart filled elsewhere follows the customer", async () => {
    const session = await register();
    const mine = await customerCart(session.token);
    const loggedIn = await call(loginUser, '/api/user/login', { body: { username: session.email, password: PASSWORD }, headers: { 'x-forwarded-for': uniqueAddress() } });
    expect(loggedIn.json.meta.cartId).toBe(mine);
  });

  it('adds quantities of the same item and moves the others, once', async () => {
    const session = await register();
    const [p1, p2] = [await pickSimple(db(), 2), await pickSimple(db(), 3)];
    const mine = await customerCart(session.token);
    await addItem(mine, p1.sku, 1, session.token);
    const guest = await guestCart();
    await addItem(guest, p1.sku, 2);
    await addItem(guest, p2.sku, 1);

    const loggedIn = await call(loginUser, '/api/user/login', { body: { username: session.email, password: PASSWORD, guestCartId: guest }, headers: { 'x-forwarded-for': uniqueAddress() } });
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.json.meta.cartId).toBe(mine);
    const items = (await call(pullCart, `/api/cart/pull?${q(mine, session.token)}`)).json.result;
    expect(items.map((item: { sku: string; qty: number }) => [item.sku, item.qty]).sort()).toEqual([[p1.sku, 3], [p2.sku, 1]].sort());

    const again = await call(createCart, `/api/cart/create?token=${session.token}&guestCartId=${guest}`, { method: 'POST' });
    expect(again.json.result).toBe(mine);
    const after = (await call(pullCart, `/api/cart/pull?${q(mine, session.token)}`)).json.result;
    expect(after.find((item: { sku: string }) => item.sku === p1.sku).qty).toBe(3);
    expect((await call(pullCart, `/api/cart/pull?${q(guest)}`)).status).toBe(404);
  });
});

describe('totals', () => {
  it('computes totals from catalogue prices with segments, flat fields and item rows', async () => {
    const product = await pickSimple(db());
    const cartId = await guestCart();
    await addItem(cartId, product.sku, 2);
    const response = await call(cartTotals, `/api/cart/totals?${q(cartId)}`);
    expect(response.status).toBe(200);
    const totals = response.json.result;
    expect(totals.total_segments.map((segment: { code: string }) => segment.code)).toEqual(['subtotal', 'shipping', 'discount', 'tax', 'grand_total']);
    expect(toCents(totals.subtotal_incl_tax)).toBe(toCents(product.price) * 2);
    expect(totals.grand_total).toBe(totals.subtotal_incl_tax);
    // Default store: US, California 8.25 %, prices include tax.
    expect(totals.items[0]).toMatchObject({ sku: product.sku, qty: 2, tax_percent: 8.25, price_incl_tax: product.price });
    expect(toCents(totals.tax_amount)).toBe(toCents(product.price) * 2 - Math.round((toCents(product.price) * 2) / 1.0825));
    expect(totals).toMatchObject({ base_currency_code: 'USD', quote_currency_code: 'USD', shipping_amount: 0, discount_amount: 0 });
  });

  it('ignores prices sent by the client', async () => {
    const product = await pickSimple(db());
    const cartId = await guestCart();
    await call((await import('@/app/api/cart/update/route')).POST, `/api/cart/update?${q(cartId)}`, { body: { cartItem: { sku: product.sku, qty: 1, price: 0.01, price_incl_tax: 0.01 } } });
    expect((await call(cartTotals, `/api/cart/totals?${q(cartId)}`)).json.result.grand_total).toBe(product.price);
  });

  it('takes the tax rate of the shipping country and region', async () => {
    const product = await pickSimple(db());
    const cartId = await guestCart();
    await addItem(cartId, product.sku, 1);
    const taxFor = async (shippingAddress: Record<string, unknown>, storeCode = 'default') => {
      const response = await call(shippingInformation, `/api/cart/shipping-information?${q(cartId)}&storeCode=${storeCode}`, {
        body: { addressInformation: { shippingAddress, shipping_method_code: 'flatrate', shipping_carrier_code: 'flatrate' } },
      });
      expect(response.status).toBe(200);
      return response.json.result;
    };
    const ny = await taxFor({ country_id: 'US', region_id: 43, region_code: 'NY' });
    const ca = await taxFor({ country_id: 'US', region: 'CA' });
    const de = await taxFor({ country_id: 'DE' }, 'de');
    const pl = await taxFor({ country_id: 'PL' });
    const fr = await taxFor({ country_id: 'FR' });
    expect(ny.totals.items[0].tax_percent).toBe(8.875);
    expect(ca.totals.items[0].tax_percent).toBe(8.25);
    expect(de.totals.items[0].tax_percent).toBe(19);
    expect(de.totals.base_currency_code).toBe('EUR');
    expect(pl.totals.items[0].tax_percent).toBe(23);
    expect(fr.totals.tax_amount).toBe(0);
    expect(ny.total_segments).toEqual(ny.totals.total_segments);
    expect(ny.payment_methods.map((method: { code: string }) => method.code)).toEqual(['checkmo', 'cashondelivery']);
    // The last address sent (France) is stored on the cart and used by the totals endpoint.
    expect((await call(cartTotals, `/api/cart/totals?${q(cartId)}`)).json.result.tax_amount).toBe(0);
  });

  it('the same cart shows the same tax in the mini-cart and the checkout: the default destination until a region or another country is chosen', async () => {
    const product = await pickSimple(db());
    const cartId = await guestCart();
    await addItem(cartId, product.sku, 1);
    const segments = (totals: { total_segments: { code: string; value: number }[] }) => Object.fromEntries(totals.total_segments.map((segment) => [segment.code, segment.value]));
    const miniCart = async () => segments((await call(cartTotals, `/api/cart/totals?${q(cartId)}`)).json.result);
    const checkout = async (shippingAddress: Record<string, unknown>) =>
      segments((await call(shippingInformation, `/api/cart/shipping-information?${q(cartId)}`, { body: { addressInformation: { shippingAddress } } })).json.result.totals);

    const beforeAddress = await miniCart();
    // Prices include tax at source: the shopper pays the shelf price, the tax is the part of it due in California.
    expect(beforeAddress.tax).toBeCloseTo(product.price - product.price / 1.0825, 2);
    expect(beforeAddress.grand_total).toBe(product.price);
    // The checkout's form starts with the country and no region: the same figures.
    expect(await checkout({ country_id: 'US', region_id: null, region: '' })).toEqual(beforeAddress);
    expect(await miniCart()).toEqual(beforeAddress);
    // Texas has no tax rule: no tax, the same price to pay; the mini-cart then says so too.
    const texas = await checkout({ country_id: 'US', region_id: 57, region_code: 'TX' });
    expect(texas).toMatchObject({ tax: 0, grand_total: product.price });
    expect(await miniCart()).toEqual(texas);
  });

  it('collects totals with a chosen method and refuses unknown methods', async () => {
    const product = await pickSimple(db());
    const cartId = await guestCart();
    await addItem(cartId, product.sku, 1);
    const ok = await call(collectTotals, `/api/cart/collect-totals?${q(cartId)}`, {
      body: { methods: { paymentMethod: { method: 'checkmo' }, shippingCarrierCode: 'flatrate', shippingMethodCode: 'flatrate' } },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.result.grand_total).toBe(product.price);
    const bad = await call(collectTotals, `/api/cart/collect-totals?${q(cartId)}`, { body: { methods: { paymentMethod: { method: 'bitcoin' } } } });
    expect(bad.status).toBe(400);
    const badShipping = await call(shippingInformation, `/api/cart/shipping-information?${q(cartId)}`, {
      body: { addressInformation: { shippingAddress: { country_id: 'US' }, shipping_method_code: 'teleport', shipping_carrier_code: 'x' } },
    });
    expect(badShipping.status).toBe(400);
  });
});

describe('shipping and payment methods', () => {
  it('offers the free default flat rate, and configured methods for their countries', async () => {
    const product = await pickSimple(db());
    const cartId = await guestCart();
    await addItem(cartId, product.sku, 1);
    const response = await call(shippingMethods, `/api/cart/shipping-methods?${q(cartId)}`, { body: { address: { country_id: 'US', region_id: 12, postcode: '90210' } } });
    expect(response.json.result).toEqual([
      expect.objectContaining({ carrier_code: 'flatrate', method_code: 'flatrate', amount: 0, price_incl_tax: 0, default: true, offline: true, available: true }),
    ]);
    process.env.SHIPPING_METHODS = JSON.stringify([{ carrier_code: 'express', method_code: 'nextday', carrier_title: 'Express', method_title: 'Next day', amount: 9.99, countries: ['DE'] }]);
    try {
      const de = await call(shippingMethods, `/api/cart/shipping-methods?${q(cartId)}`, { body: { address: { country_id: 'DE' } } });
      expect(de.json.result.map((method: { method_code: string }) => method.method_code)).toEqual(['flatrate', 'nextday']);
      const chosen = await call(shippingInformation, `/api/cart/shipping-information?${q(cartId)}&storeCode=de`, {
        body: { addressInformation: { shippingAddress: { country_id: 'DE' }, shipping_method_code: 'nextday', shipping_carrier_code: 'express' } },
      });
      expect(chosen.json.result.totals.shipping_amount).toBe(9.99);
      expect(toCents(chosen.json.result.totals.grand_total)).toBe(toCents(product.price) + 999);
    } finally {
      delete process.env.SHIPPING_METHODS;
    }
  });

  it('hides cash on delivery and shipping for a virtual cart; PayPal only when configured', async () => {
    const virtual = await pickVirtual(db());
    const cartId = await guestCart();
    await addItem(cartId, virtual.sku, 1);
    const methods = await call(paymentMethods, `/api/cart/payment-methods?${q(cartId)}`);
    expect(methods.json.result).toEqual([{ code: 'checkmo', title: 'Check / Money order' }]);
    expect((await call(shippingMethods, `/api/cart/shipping-methods?${q(cartId)}`, { body: { address: { country_id: 'US' } } })).json.result).toEqual([]);
    await addItem(cartId, (await pickSimple(db())).sku, 1);
    expect((await call(paymentMethods, `/api/cart/payment-methods?${q(cartId)}`)).json.result).toEqual([
      { code: 'checkmo', title: 'Check / Money order' },
      { code: 'cashondelivery', title: 'Cash On Delivery' },
    ]);
    process.env.PAYPAL_CLIENT_ID = 'sandbox-client';
    try {
      expect((await call(paymentMethods, `/api/cart/payment-methods?${q(cartId)}`)).json.result.map((m: { code: string }) => m.code)).toContain('paypal');
    } finally {
      delete process.env.PAYPAL_CLIENT_ID;
    }
  });
});

describe('coupons', () => {
  const cartWith = async (amountAtLeast: number) => {
    const product = await pickSimple(db());
    const qty = Math.max(1, Math.ceil(amountAtLeast / product.price));
    const cartId = await guestCart();
    await addItem(cartId, product.sku, qty);
    return { cartId, subtotal: toCents(product.price) * qty };
  };
  const apply = (cartId: string, code: string) => call(applyCoupon, `/api/cart/apply-coupon?${q(cartId)}&coupon=${encodeURIComponent(code)}`, { method: 'POST' });

  it('applies a percentage coupon, shows it, and removes it', async () => {
    const { cartId, subtotal } = await cartWith(60);
    const applied = await apply(cartId, 'welcome10');
    expect(applied.json).toEqual({ code: 200, result: true });
    expect((await call(getCoupon, `/api/cart/coupon?${q(cartId)}`)).json.result).toBe('WELCOME10');
    const totals = (await call(cartTotals, `/api/cart/totals?${q(cartId)}`)).json.result;
    expect(toCents(totals.discount_amount)).toBe(-Math.round(subtotal / 10));
    expect(totals.total_segments).toContainEqual({ code: 'discount', title: 'Discount (WELCOME10)', value: totals.discount_amount });
    expect(toCents(totals.grand_total)).toBe(subtotal - Math.round(subtotal / 10));
    expect((await call(deleteCoupon, `/api/cart/delete-coupon?${q(cartId)}`, { method: 'POST' })).json.result).toBe(true);
    expect((await call(getCoupon, `/api/cart/coupon?${q(cartId)}`)).json.result).toBeNull();
    expect((await call(cartTotals, `/api/cart/totals?${q(cartId)}`)).json.result.discount_amount).toBe(0);
  });

  it('applies a fixed coupon only above its minimum subtotal', async () => {
    const small = await cartWith(1);
    if (small.subtotal < 5000) {
      const refused = await apply(small.cartId, 'FIVEOFF50');
      expect(refused.status).toBe(400);
      expect(refused.json.result).toBe("You've entered an incorrect coupon code. Please try again.");
    }
    const big = await cartWith(60);
    expect((await apply(big.cartId, 'FIVEOFF50')).status).toBe(200);
    expect((await call(cartTotals, `/api/cart/totals?${q(big.cartId)}`)).json.result.discount_amount).toBe(-5);
  });

  it('refuses unknown, expired, not yet valid and used-up coupons with the spec message', async () => {
    const { cartId } = await cartWith(60);
    await db().insert(salesRules).values([
      { name: 'future', couponCode: 'FUTURE', discountType: 'percent', discountAmount: '5', fromDate: new Date(Date.now() + 86_400_000) },
      { name: 'used up', couponCode: 'USEDUP', discountType: 'percent', discountAmount: '5', usageLimit: 1, timesUsed: 1 },
      { name: 'off', couponCode: 'DISABLED', discountType: 'percent', discountAmount: '5', isActive: false },
    ]);
    for (const code of ['NOPE', 'EXPIRED15', 'FUTURE', 'USEDUP', 'DISABLED']) {
      const response = await apply(cartId, code);
      expect(response.status).toBe(400);
      expect(response.json.result).toBe("You've entered an incorrect coupon code. Please try again.");
    }
    expect((await apply(cartId, 'SUMMER20')).status).toBe(200);
    expect((await call(applyCoupon, `/api/cart/apply-coupon?${q(cartId)}`, { method: 'POST' })).status).toBe(400);
  });
});
