import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { POST as placeOrder } from '@/app/api/order/route';
import { GET as stockCheck } from '@/app/api/stock/check/route';
import { GET as orderHistory } from '@/app/api/user/order-history/route';
import { GET as pullCart } from '@/app/api/cart/pull/route';
import { POST as applyCoupon } from '@/app/api/cart/apply-coupon/route';
import { toCents } from '@/lib/domain/money';
import { seedSalesRules } from '@/lib/server/seed/sales-rules';
import { execute } from '@/lib/server/db/execute';
import { salesRules } from '@/lib/server/db/schema';
import { call } from './support/http';
import { databaseKind, seededShopPerFile } from './support/test-database';
import { orderPayload, testAddress } from '../support/orders';
import { addItem, customerCart, guestCart, pickSimple, pickVirtual, register, rows, setStock } from './support/commerce';

jest.setTimeout(180_000);


const db = seededShopPerFile(seedSalesRules);
const NOT_AVAILABLE = 'Some of the ordered products are not available!';

const stockOf = async (sku: string) => (await call(stockCheck, `/api/stock/check?sku=${encodeURIComponent(sku)}`)).json.result as { qty: number; is_in_stock: boolean };
const ordersWith = async (clientOrderId: string) =>
  rows<{ id: number; grand_total: string; customer_id: number | null; customer_email: string; status: string; store_code: string; payment_method: string; shipping_method: string }>(
    db(),
    sql`SELECT id, grand_total, customer_id, customer_email, status, store_code, payment_method, shipping_method FROM orders WHERE client_order_id = ${clientOrderId}`,
  );

describe('the VSF fixture orders', () => {
  const fixtures = path.resolve(process.cwd(), '../shared/fixtures/vsf-demo');
  const present = existsSync(path.join(fixtures, 'testOrderAnon.json'));
  if (!present) console.warn(`Skipping the VSF fixture orders: ${fixtures} is absent.`);
  const maybe = present ? it : it.skip;
  const load = (name: string) => JSON.parse(readFileSync(path.join(fixtures, name), 'utf8')) as { order_id: string; products: { sku: string; qty: number; price: number; name: string }[] };

  /** Inserts the fixture's SKUs as catalogue products (their list price, taxable) with stock 100. */
  async function insertProducts(products: { sku: string; price: number; name: string }[]) {
    for (const [index, product] of products.entries()) {
      const id = 900_000 + index + Math.floor(Math.random() * 50_000);
      const doc = { id, sku: product.sku, name: product.name, type_id: 'simple', price: product.price, tax_class_id: 2, status: 1, visibility: 1 };
      await execute(
        db(),
        sql`INSERT INTO products (id, sku, type_id, status, visibility, name, url_key, url_path, price, tax_class_id, doc)
            VALUES (${id}, ${product.sku}, 'simple', 1, 1, ${product.name}, ${`fixture-${id}`}, ${`fixture/${id}`}, ${product.price}, 2, ${JSON.stringify(doc)}::jsonb)
            ON CONFLICT (sku) DO NOTHING`,
      );
      await execute(
        db(),
        sql`INSERT INTO stock (product_id, sku, qty, is_in_stock, manage_stock) VALUES (${id}, ${product.sku}, 100, true, true)
            ON CONFLICT (sku) DO UPDATE SET qty = 100, is_in_stock = true`,
      );
    }
  }

  maybe('accepts testOrderAnon.json, recomputes its totals (PL, 23 %) and answers the same on replay', async () => {
    const order = load('testOrderAnon.json');
    await insertProducts(order.products);
    const first = await call(placeOrder, '/api/order', { body: order });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ code: 200, result: { orderNumber: expect.stringMatching(/^\d{9}$/), backendOrderId: expect.any(Number), transferedAt: expect.any(String) } });
    const replay = await call(placeOrder, '/api/order', { body: order });
    expect(replay.json).toEqual(first.json);
    const stored = await ordersWith(order.order_id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ customer_id: null, customer_email: 'pkarwatka222@divante.pl', status: 'pending', payment_method: 'cashondelivery', shipping_method: 'flatrate_flatrate', store_code: 'default' });
    expect(Number(stored[0]!.grand_total)).toBe(32);
    const [item] = await rows<{ tax_percent: string; tax_amount: string; qty: number }>(db(), sql`SELECT tax_percent, tax_amount, qty FROM order_items WHERE order_id = ${stored[0]!.id}`);
    expect(Number(item!.tax_percent)).toBe(23);
    expect(Number(item!.tax_amount)).toBe(5.98);
    expect((await stockOf('WS10-XS-Green')).qty).toBe(99);
    const mails = await rows<{ subject: string; status: string }>(db(), sql`SELECT subject, status FROM outbound_mail WHERE to_address = 'pkarwatka222@divante.pl' AND kind = 'order-confirmation'`);
    expect(mails).toEqual([{ subject: `Your order #${first.json.result.orderNumber}`, status: 'outbox' }]);
  });

  maybe("accepts testOrderAuth.json with a customer's token and shows it in their history", async () => {
    const order = load('testOrderAuth.json');
    await insertProducts(order.products);
    const session = await register();
    const placed = await call(placeOrder, `/api/order?token=${session.token}`, { body: order });
    expect(placed.status).toBe(200);
    const history = await call(orderHistory, `/api/user/order-history?token=${session.token}`);
    expect(history.json.result.total_count).toBe(1);
    const [entry] = history.json.result.items;
    expect(entry).toMatchObject({ increment_id: placed.json.result.orderNumber, customer_email: session.email, customer_id: session.id, payment: { method: 'cashondelivery' } });
    // Titles as Magento answers them, never the raw codes ('flatrate - flatrate', 'cashondelivery').
    expect(entry.shipping_description).toBe('Flat Rate - Fixed');
    expect(entry.payment.additional_information).toEqual(['Cash On Delivery']);
    expect(entry.items).toHaveLength(order.products.length);
    // Catalogue prices (incl. tax) times quantities; US/CA tax is inside them, nothing is added.
    const expected = order.products.reduce((sum, product) => sum + toCents(product.price) * product.qty, 0);
    expect(toCents(entry.grand_total)).toBe(expected);
    expect(entry.items.find((line: { sku: string }) => line.sku === 'WSH10-28-Black')).toMatchObject({ qty_ordered: 2, tax_percent: 8.25 });
  });
});

describe('POST /api/order', () => {
  it('decrements stock, closes the source cart and counts the coupon', async () => {
    const session = await register();
    const product = await pickSimple(db(), 4);
    await setStock(db(), product.sku, 20);
    const cartId = await customerCart(session.token);
    await addItem(cartId, product.sku, 3, session.token);
    expect((await call(applyCoupon, `/api/cart/apply-coupon?cartId=${cartId}&token=${session.token}&coupon=WELCOME10`, { method: 'POST' })).status).toBe(200);
    const placed = await call(placeOrder, `/api/order?token=${session.token}`, { body: orderPayload([{ sku: product.sku, qty: 3 }], { cart_id: cartId }) });
    expect(placed.status).toBe(200);
    expect(await stockOf(product.sku)).toMatchObject({ qty: 17, is_in_stock: true });
    const [order] = await rows<{ grand_total: string; coupon_code: string; discount_amount: string }>(
      db(),
      sql`SELECT grand_total, coupon_code, discount_amount FROM orders WHERE id = ${placed.json.result.backendOrderId}`,
    );
    const gross = toCents(product.price) * 3;
    expect(order).toMatchObject({ coupon_code: 'WELCOME10' });
    expect(toCents(order!.grand_total)).toBe(gross - Math.round(gross / 10));
    const [rule] = await rows<{ times_used: number }>(db(), sql`SELECT times_used FROM sales_rules WHERE coupon_code = 'WELCOME10'`);
    expect(rule!.times_used).toBe(1);
    expect((await call(pullCart, `/api/cart/pull?cartId=${cartId}&token=${session.token}`)).status).toBe(404);
    expect(await customerCart(session.token)).not.toBe(cartId);
  });

  it("confirms an order in the language and currency format of the store view it was placed in", async () => {
    const product = await pickSimple(db(), 9);
    await setStock(db(), product.sku, 10);
    const email = `bestellung-${process.pid}-${Date.now()}@example.com`;
    const placed = await call(placeOrder, '/api/order?storeCode=de', {
      body: orderPayload([{ sku: product.sku, qty: 1 }], {}, testAddress({ email, country_id: 'DE', region_code: '', postcode: '10115', city: 'Berlin' })),
    });
    expect(placed.status).toBe(200);
    const [mail] = await rows<{ subject: string; text_body: string }>(db(), sql`SELECT subject, text_body FROM outbound_mail WHERE to_address = ${email} AND kind = 'order-confirmation'`);
    expect(mail!.subject).toBe(`Ihre Bestellung #${placed.json.result.orderNumber}`);
    expect(mail!.text_body).toMatch(/^Vielen Dank für Ihre Bestellung #\d+\.\n/);
    expect(mail!.text_body).toMatch(/\nGesamtsumme: \d+,\d{2} €$/);
  });

  it('refuses an order when a coupon reached its usage limit meanwhile', async () => {
    await db().insert(salesRules).values({ name: 'once', couponCode: 'ONCEONLY', discountType: 'fixed', discountAmount: '1', usageLimit: 1 });
    const product = await pickSimple(db(), 5);
    const carts = [await guestCart(), await guestCart()];
    for (const cartId of carts) {
      await addItem(cartId, product.sku, 1);
      expect((await call(applyCoupon, `/api/cart/apply-coupon?cartId=${cartId}&coupon=ONCEONLY`, { method: 'POST' })).status).toBe(200);
    }
    expect((await call(placeOrder, '/api/order', { body: orderPayload([{ sku: product.sku, qty: 1 }], { cart_id: carts[0] }) })).status).toBe(200);
    const second = await call(placeOrder, '/api/order', { body: orderPayload([{ sku: product.sku, qty: 1 }], { cart_id: carts[1] }) });
    expect(second.status).toBe(400);
    expect(second.json.result).toBe("You've entered an incorrect coupon code. Please try again.");
  });

  it('refuses unavailable products with the spec message and changes no stock', async () => {
    const [inStock, scarce, disabled] = [await pickSimple(db(), 6), await pickSimple(db(), 7), await pickSimple(db(), 8)];
    await setStock(db(), inStock.sku, 10);
    await setStock(db(), scarce.sku, 1);
    await execute(db(), sql`UPDATE products SET status = 2 WHERE sku = ${disabled.sku}`);
    for (const products of [
      [{ sku: inStock.sku, qty: 1 }, { sku: scarce.sku, qty: 2 }],
      [{ sku: inStock.sku, qty: 1 }, { sku: disabled.sku, qty: 1 }],
      [{ sku: 'NO-SUCH-SKU', qty: 1 }],
    ]) {
      const response = await call(placeOrder, '/api/order', { body: orderPayload(products) });
      expect(response.status).toBe(409);
      expect(response.json.result).toBe(NOT_AVAILABLE);
    }
    expect((await stockOf(inStock.sku)).qty).toBe(10);
    expect((await stockOf(scarce.sku)).qty).toBe(1);
    // The same sku on two lines counts together.
    const split = await call(placeOrder, '/api/order', { body: orderPayload([{ sku: scarce.sku, qty: 1 }, { sku: scarce.sku, qty: 1 }]) });
    expect(split.status).toBe(409);
  });

  it('answers 400 with field errors to an invalid payload', async () => {
    const product = await pickSimple(db());
    const base = orderPayload([{ sku: product.sku, qty: 1 }]);
    const noProducts = await call(placeOrder, '/api/order', { body: { ...base, products: [] } });
    expect(noProducts.status).toBe(400);
    expect(noProducts.json.errors).toContainEqual({ path: 'products', message: 'The order has no products.' });
    const broken = await call(placeOrder, '/api/order', {
      body: {
        ...base,
        products: [{ sku: '', qty: 0 }],
        addressInformation: { ...base.addressInformation, shippingAddress: { ...base.addressInformation.shippingAddress, city: '', postcode: '1' }, payment_method_code: '' },
      },
    });
    expect(broken.status).toBe(400);
    const paths = broken.json.errors.map((error: { path: string }) => error.path);
    expect(paths).toEqual(
      expect.arrayContaining(['products.0.sku', 'products.0.qty', 'addressInformation.shippingAddress.city', 'addressInformation.shippingAddress.postcode', 'addressInformation.payment_method_code']),
    );
    expect((await call(placeOrder, '/api/order', { body: { ...base, order_id: { id: 1 } } })).status).toBe(400);
    const noEmail = orderPayload([{ sku: product.sku, qty: 1 }]);
    delete (noEmail.addressInformation.shippingAddress as Record<string, unknown>).email;
    delete (noEmail.addressInformation.billingAddress as Record<string, unknown>).email;
    expect((await call(placeOrder, '/api/order', { body: noEmail })).status).toBe(400);
  });

  it('refuses payment and shipping methods the order cannot use', async () => {
    const virtual = await pickVirtual(db());
    const product = await pickSimple(db());
    const cod = await call(placeOrder, '/api/order', {
      body: orderPayload([{ sku: virtual.sku, qty: 1 }], {}),
    });
    expect(cod.status).toBe(200); // checkmo is fine for a virtual order
    const virtualCod = orderPayload([{ sku: virtual.sku, qty: 1 }]);
    virtualCod.addressInformation.payment_method_code = 'cashondelivery';
    expect((await call(placeOrder, '/api/order', { body: virtualCod })).status).toBe(400);
    const teleport = orderPayload([{ sku: product.sku, qty: 1 }]);
    teleport.addressInformation.shipping_method_code = 'teleport';
    expect((await call(placeOrder, '/api/order', { body: teleport })).status).toBe(400);
    expect((await call(placeOrder, '/api/order?token=forged', { body: orderPayload([{ sku: product.sku, qty: 1 }]) })).status).toBe(401);
  });

  it(`sells exactly the stock under 50 parallel orders (${databaseKind()})`, async () => {
    const product = await pickSimple(db(), 9);
    await setStock(db(), product.sku, 10);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => call(placeOrder, '/api/order', { body: orderPayload([{ sku: product.sku, qty: 1 }]) })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    expect(await stockOf(product.sku)).toMatchObject({ qty: 0, is_in_stock: false });
    const [sold] = await rows<{ count: number; qty: number }>(db(), sql`SELECT count(*)::int AS count, coalesce(sum(qty), 0)::int AS qty FROM order_items WHERE sku = ${product.sku}`);
    expect(sold).toEqual({ count: 10, qty: 10 });
  });

  it('creates one order for the same order_id posted in parallel', async () => {
    const product = await pickSimple(db(), 10);
    await setStock(db(), product.sku, 50);
    const payload = orderPayload([{ sku: product.sku, qty: 2 }]);
    const responses = await Promise.all(Array.from({ length: 8 }, () => call(placeOrder, '/api/order', { body: payload })));
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200));
    expect(new Set(responses.map((response) => JSON.stringify(response.json.result))).size).toBe(1);
    expect(await ordersWith(payload.order_id)).toHaveLength(1);
    expect((await stockOf(product.sku)).qty).toBe(48);
  });

  it('places a Vue Storefront 1.12 order without order_id once per cart', async () => {
    const product = await pickSimple(db(), 11);
    await setStock(db(), product.sku, 20);
    const cartId = await guestCart();
    await addItem(cartId, product.sku, 2);
    const { order_id: _orderId, ...payload } = orderPayload([{ sku: product.sku, qty: 2 }], { cart_id: cartId, transmited: true });
    const first = await call(placeOrder, '/api/order', { body: payload });
    expect(first.status).toBe(200);
    const again = await call(placeOrder, '/api/order', { body: payload });
    expect(again.json).toEqual(first.json);
    expect(await ordersWith(`cart:${cartId}`)).toHaveLength(1);
    expect((await stockOf(product.sku)).qty).toBe(18);
    // Without order_id and without a cart every post is a new order.
    const { order_id: _other, ...cartless } = orderPayload([{ sku: product.sku, qty: 1 }]);
    const one = await call(placeOrder, '/api/order', { body: cartless });
    const two = await call(placeOrder, '/api/order', { body: cartless });
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(two.json.result.orderNumber).not.toBe(one.json.result.orderNumber);
  });

  it("answers 409 to a replay of another shopper's order_id, and the order to its owner", async () => {
    const product = await pickSimple(db(), 12);
    await setStock(db(), product.sku, 20);
    const owner = await register();
    const payload = orderPayload([{ sku: product.sku, qty: 1 }]);
    const placed = await call(placeOrder, `/api/order?token=${owner.token}`, { body: payload });
    expect(placed.status).toBe(200);
    const other = await register();
    const stolen = await call(placeOrder, `/api/order?token=${other.token}`, { body: payload });
    expect(stolen.status).toBe(409);
    expect(stolen.json.result).toBe('This order_id belongs to another order.');
    expect(JSON.stringify(stolen.json)).not.toContain(placed.json.result.orderNumber);
    expect((await call(placeOrder, '/api/order', { body: payload })).status).toBe(409);
    expect((await call(placeOrder, `/api/order?token=${owner.token}`, { body: payload })).json).toEqual(placed.json);

    // A guest order belongs to its cart.
    const cartId = await guestCart();
    await addItem(cartId, product.sku, 1);
    const guestOrder = orderPayload([{ sku: product.sku, qty: 1 }], { cart_id: cartId });
    expect((await call(placeOrder, '/api/order', { body: guestOrder })).status).toBe(200);
    const otherCart = await guestCart();
    expect((await call(placeOrder, '/api/order', { body: { ...guestOrder, cart_id: otherCart } })).status).toBe(409);
    expect((await call(placeOrder, `/api/order?token=${other.token}`, { body: { ...guestOrder, cart_id: '' } })).status).toBe(409);
    expect(await ordersWith(guestOrder.order_id)).toHaveLength(1);
  });

  it('enforces max_sale_qty and min_sale_qty like the cart', async () => {
    const product = await pickSimple(db(), 13);
    await setStock(db(), product.sku, 500, 100);
    const tooMany = await call(placeOrder, '/api/order', { body: orderPayload([{ sku: product.sku, qty: 101 }]) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.result).toBe(`${product.sku}: Quantity must be below 100`);
    expect(tooMany.json.errors).toContainEqual(expect.objectContaining({ path: 'products.0.qty', message: 'Quantity must be below 100' }));
    const cartId = await guestCart();
    expect((await addItem(cartId, product.sku, 101)).json.result).toBe('Quantity must be below 100');
    await execute(db(), sql`UPDATE stock SET min_sale_qty = 2 WHERE sku = ${product.sku}`);
    const tooFew = await call(placeOrder, '/api/order', { body: orderPayload([{ sku: product.sku, qty: 1 }]) });
    expect(tooFew.status).toBe(400);
    expect(tooFew.json.result).toBe(`${product.sku}: The fewest you may purchase is 2.`);
    expect((await stockOf(product.sku)).qty).toBe(500);
    expect((await call(placeOrder, '/api/order', { body: orderPayload([{ sku: product.sku, qty: 100 }]) })).status).toBe(200);
    expect((await stockOf(product.sku)).qty).toBe(400);
  });

  it("files a tokenless Vue Storefront 1.12 order under the customer whose cart it names (user_id and cart_id)", async () => {
    const product = await pickSimple(db(), 14);
    await setStock(db(), product.sku, 20);
    const session = await register();
    const cartId = await customerCart(session.token);
    await addItem(cartId, product.sku, 1, session.token);
    const { order_id: _orderId, ...payload } = orderPayload([{ sku: product.sku, qty: 1 }], { cart_id: cartId, user_id: String(session.id) });
    const placed = await call(placeOrder, '/api/order', { body: payload });
    expect(placed.status).toBe(200);
    const history = await call(orderHistory, `/api/user/order-history?token=${session.token}`);
    expect(history.json.result.items.map((order: { increment_id: string }) => order.increment_id)).toEqual([placed.json.result.orderNumber]);

    // Naming a customer without their cart makes a guest order.
    const other = await register();
    const guestCartId = await guestCart();
    await addItem(guestCartId, product.sku, 1);
    const { order_id: _otherId, ...claimed } = orderPayload([{ sku: product.sku, qty: 1 }], { cart_id: guestCartId, user_id: String(other.id) });
    expect((await call(placeOrder, '/api/order', { body: claimed })).status).toBe(200);
    expect((await call(orderHistory, `/api/user/order-history?token=${other.token}`)).json.result.total_count).toBe(0);
  });
});
