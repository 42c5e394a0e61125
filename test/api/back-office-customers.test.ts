import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { POST as placeOrder } from '@/app/api/order/route';
import { POST as loginUser } from '@/app/api/user/login/route';
import { GET as me } from '@/app/api/user/me/route';
import { POST as signIn } from '@/app/admin/session/route';
import { POST as exportData } from '@/app/admin/customers/export/route';
import { POST as erase } from '@/app/admin/customers/erase/route';
import { GET as exportNewsletter } from '@/app/admin/export/newsletter/route';
import { ERASED_EMAIL, ERASED_MARKER } from '@/lib/domain/personal-data-erasure';
import { searchCustomers } from '@/lib/server/admin/customers';
import { createStaff } from '@/lib/server/admin/staff-accounts';
import { execute } from '@/lib/server/db/execute';
import { call } from './support/http';
import { seededShopPerFile } from './support/test-database';
import { orderPayload, testAddress } from '../support/orders';
import { addItem, customerCart, PASSWORD as CUSTOMER_PASSWORD, pickSimple, register, rows, setStock, uniqueAddress, uniqueEmail, type Session } from './support/commerce';

jest.setTimeout(180_000);

const db = seededShopPerFile();
const ORIGIN = 'http://localhost';
const PASSWORD = 'staff-Password-42';

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** A form post as the back office sends it (Origin of the shop) unless told otherwise. */
async function post(handler: Handler, path: string, fields: Record<string, string>, options: { cookie?: string; origin?: string | null } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': uniqueAddress() };
  if (options.origin !== null) headers.origin = options.origin ?? ORIGIN;
  if (options.cookie) headers.cookie = options.cookie;
  const response = await handler(new Request(new URL(path, ORIGIN), { method: 'POST', headers, body: new URLSearchParams(fields) }), { params: Promise.resolve({}) });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

async function staffCookie(role: 'owner' | 'staff') {
  const email = uniqueEmail(role);
  await createStaff(db(), { email, password: PASSWORD, role });
  const response = await post(signIn as Handler, '/admin/session', { email, password: PASSWORD });
  expect(response.status).toBe(303);
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

let surnames = 0;
/** A surname found nowhere else in the database, to look for traces of the person after the erasure. */
const uniqueSurname = () => `Quillfeather${process.pid}x${surnames++}`;

async function orderFor(email: string, lastname: string, session?: Session) {
  const product = await pickSimple(db(), 2);
  await setStock(db(), product.sku, 50);
  const path = session ? `/api/order?token=${session.token}` : '/api/order';
  const extra = session ? { user_id: String(session.id) } : {};
  const placed = await call(placeOrder, path, { body: orderPayload([{ sku: product.sku, qty: 2 }], extra, testAddress({ email, lastname, telephone: phoneOf(lastname) })) });
  expect(placed.status).toBe(200);
  return { id: placed.json.result.backendOrderId as number, sku: product.sku };
}

/** A telephone number as unique as the surname. */
const phoneOf = (lastname: string) => `+1 555 ${lastname.replace(/\D/g, '')}`;

const productIdOf = async (sku: string) => (await rows<{ id: number }>(db(), sql`SELECT id FROM products WHERE sku = ${sku}`))[0]!.id;

/** A customer with an address, an order, a guest order with the same e-mail, a review, a subscription, an alert and a cart. */
async function fullCustomer() {
  const email = uniqueEmail('gdpr');
  const lastname = uniqueSurname();
  const session = await register(email, { lastname });
  await execute(db(), sql`INSERT INTO customer_addresses (customer_id, doc, default_shipping) VALUES (${session.id}, ${JSON.stringify(testAddress({ lastname, street: [`${lastname} Lane`, '7'] }))}::jsonb, true)`);
  const own = await orderFor(email, lastname, session);
  const guest = await orderFor(email, lastname);
  const productId = await productIdOf(own.sku);
  await execute(db(), sql`INSERT INTO reviews (product_id, title, detail, nickname, rating, review_status, customer_id) VALUES (${productId}, 'Lovely fabric', 'Soft and warm, true to size.', ${`Jane ${lastname}`}, 5, 1, ${session.id})`);
  await execute(db(), sql`INSERT INTO newsletter_subscribers (email, status, store_code) VALUES (${email}, 'subscribed', 'de')`);
  await execute(db(), sql`INSERT INTO stock_alerts (email, store_code, sku, product_sku) VALUES (${email}, 'default', ${own.sku}, ${own.sku})`);
  const cartId = await customerCart(session.token);
  expect((await addItem(cartId, own.sku, 1, session.token)).status).toBe(200);
  return { email, lastname, session, own, guest, cartId };
}

const exportOf = async (email: string, cookie: string) => {
  const response = await post(exportData as Handler, '/admin/customers/export', { email }, { cookie });
  return { ...response, json: response.status === 200 ? JSON.parse(response.text) : null };
};

/** Rows of the shop's tables whose text (every column) contains the needle: what would still find the person. */
async function traces(needle: string): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const table of ['customers', 'customer_addresses', 'refresh_tokens', 'carts', 'cart_items', 'orders', 'order_items', 'reviews', 'newsletter_subscribers', 'stock_alerts', 'outbound_mail', 'event_log', 'login_attempts']) {
    const [row] = await rows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} t WHERE t::text ILIKE ${`%${needle}%`}`);
    if (row!.n > 0) found[table] = row!.n;
  }
  return found;
}

describe('who may export and erase', () => {
  it('refuses staff (403), no session (401) and a form from another site or without origin (403), and changes nothing', async () => {
    const { email, session } = await fullCustomer();
    const staff = await staffCookie('staff');
    const owner = await staffCookie('owner');
    expect((await post(exportData as Handler, '/admin/customers/export', { email }, { cookie: staff })).status).toBe(403);
    expect((await post(erase as Handler, '/admin/customers/erase', { email, confirm: email }, { cookie: staff })).status).toBe(403);
    expect((await post(erase as Handler, '/admin/customers/erase', { email, confirm: email })).status).toBe(401);
    expect((await post(erase as Handler, '/admin/customers/erase', { email, confirm: email }, { cookie: owner, origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(erase as Handler, '/admin/customers/erase', { email, confirm: email }, { cookie: owner, origin: null })).status).toBe(403);
    expect((await post(exportData as Handler, '/admin/customers/export', { email }, { cookie: owner, origin: 'https://evil.example' })).status).toBe(403);
    expect((await call(me, `/api/user/me?token=${session.token}`)).status).toBe(200);
  });

  it('answers bad input with 400 and an e-mail the shop does not know with 404', async () => {
    const { email, session } = await fullCustomer();
    const owner = await staffCookie('owner');
    const mismatch = await post(erase as Handler, '/admin/customers/erase', { email, confirm: 'someone.else@example.com' }, { cookie: owner });
    expect(mismatch.status).toBe(400);
    expect(mismatch.text).toContain('The confirmation is not the same e-mail; nothing was erased');
    expect((await post(erase as Handler, '/admin/customers/erase', { email }, { cookie: owner })).status).toBe(400);
    expect((await post(exportData as Handler, '/admin/customers/export', { email: 'not an e-mail' }, { cookie: owner })).status).toBe(400);
    const unknown = uniqueEmail('nobody');
    const nothing = await post(erase as Handler, '/admin/customers/erase', { email: unknown, confirm: unknown }, { cookie: owner });
    expect(nothing.status).toBe(404);
    expect(nothing.text).toContain(`holds no account, order, subscription or alert for ${unknown}`);
    expect((await call(me, `/api/user/me?token=${session.token}`)).status).toBe(200);
  });
});

describe('export (GDPR article 15)', () => {
  it("downloads a customer's account, addresses, orders with lines, reviews, newsletter, alerts and carts", async () => {
    const { email, lastname, session, own, guest, cartId } = await fullCustomer();
    const owner = await staffCookie('owner');
    const response = await exportOf(email.toUpperCase(), owner);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="personal-data-.+\.json"$/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const data = response.json;
    expect(data.account).toMatchObject({ id: session.id, email, lastname });
    expect(data.account).not.toHaveProperty('passwordHash');
    expect(data.addresses).toHaveLength(1);
    expect(data.addresses[0].address.street).toEqual([`${lastname} Lane`, '7']);
    expect(data.orders.map((order: { id: number }) => order.id).sort()).toEqual([own.id, guest.id].sort());
    for (const order of data.orders) {
      expect(order.items).toEqual([expect.objectContaining({ sku: own.sku, qty: 2 })]);
      expect(order.billingAddress.lastname).toBe(lastname);
    }
    expect(data.reviews).toEqual([expect.objectContaining({ title: 'Lovely fabric', nickname: `Jane ${lastname}` })]);
    expect(data.newsletter).toEqual([expect.objectContaining({ status: 'subscribed', storeCode: 'de' })]);
    expect(data.stockAlerts).toEqual([expect.objectContaining({ sku: own.sku, status: 'active' })]);
    const cart = data.carts.find((entry: { id: string }) => entry.id === cartId);
    expect(cart.items).toEqual([expect.objectContaining({ sku: own.sku, qty: 1 })]);
    expect(data.mails.length).toBeGreaterThan(0);
    const [logged] = await rows<{ action: string }>(db(), sql`SELECT action FROM admin_audit WHERE entity = 'customer' AND entity_key = ${String(session.id)} ORDER BY id DESC LIMIT 1`);
    expect(logged).toEqual({ action: 'export' });
  });

  it('finds a guest without account by e-mail: orders, newsletter and alerts', async () => {
    const email = uniqueEmail('guest');
    const lastname = uniqueSurname();
    const order = await orderFor(email, lastname);
    await execute(db(), sql`INSERT INTO newsletter_subscribers (email, status, store_code) VALUES (${email}, 'subscribed', 'default')`);
    await execute(db(), sql`INSERT INTO stock_alerts (email, store_code, sku, product_sku) VALUES (${email}, 'default', ${order.sku}, ${order.sku})`);
    const { status, json } = await exportOf(email, await staffCookie('owner'));
    expect(status).toBe(200);
    expect(json.account).toBeNull();
    expect(json.orders).toEqual([expect.objectContaining({ id: order.id, customerEmail: email, items: [expect.objectContaining({ sku: order.sku })] })]);
    expect(json.newsletter).toHaveLength(1);
    expect(json.stockAlerts).toHaveLength(1);
  });
});

describe('erase (GDPR article 17)', () => {
  it('removes every personal trace in one go, keeps the orders and their totals anonymised, and ends sign-in', async () => {
    const person = await fullCustomer();
    const { email, lastname, session, own, guest } = person;
    const before = await rows<{ id: number; grand_total: string; tax_amount: string; items: number }>(
      db(),
      sql`SELECT o.id, o.grand_total, o.tax_amount, (SELECT count(*)::int FROM order_items i WHERE i.order_id = o.id) AS items FROM orders o WHERE o.id IN (${own.id}, ${guest.id}) ORDER BY o.id`,
    );
    expect(await traces(lastname)).not.toEqual({});
    const owner = await staffCookie('owner');

    const erased = await post(erase as Handler, '/admin/customers/erase', { email, confirm: ` ${email.toUpperCase()} `, back: '/admin/customers/1' }, { cookie: owner });
    expect(erased.status).toBe(303);
    expect(decodeURIComponent(erased.headers.get('location')!)).toBe(`/admin/customers?notice=${email} was erased: the account was deleted, 2 orders anonymised, 1 review unlinked.`);

    expect(await traces(email)).toEqual({});
    expect(await traces(lastname)).toEqual({});
    expect(await traces(phoneOf(lastname))).toEqual({});
    const after = await rows<{ id: number; grand_total: string; tax_amount: string; items: number; customer_email: string; customer_id: number | null; billing_address: Record<string, unknown> }>(
      db(),
      sql`SELECT o.id, o.grand_total, o.tax_amount, o.customer_email, o.customer_id, o.billing_address, (SELECT count(*)::int FROM order_items i WHERE i.order_id = o.id) AS items FROM orders o WHERE o.id IN (${own.id}, ${guest.id}) ORDER BY o.id`,
    );
    expect(after.map(({ id, grand_total, tax_amount, items }) => ({ id, grand_total, tax_amount, items }))).toEqual(before);
    for (const order of after) {
      expect(order).toMatchObject({ customer_email: ERASED_EMAIL, customer_id: null });
      expect(order.billing_address).toMatchObject({ firstname: ERASED_MARKER, lastname: ERASED_MARKER, telephone: ERASED_MARKER, country_id: 'US' });
    }
    const [review] = await rows<{ detail: string; nickname: string; customer_id: number | null }>(db(), sql`SELECT detail, nickname, customer_id FROM reviews WHERE title = 'Lovely fabric' AND detail = 'Soft and warm, true to size.' AND nickname = ${ERASED_MARKER} ORDER BY id DESC LIMIT 1`);
    expect(review).toEqual({ detail: 'Soft and warm, true to size.', nickname: ERASED_MARKER, customer_id: null });
    const [audit] = await rows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM order_history WHERE order_id IN (${own.id}, ${guest.id}) AND comment = 'Personal data erased (GDPR article 17)' AND staff_id IS NOT NULL AND NOT visible_to_customer`);
    expect(audit!.n).toBe(2);
    // The back office's audit log names the erasure and who made it, by account id, never the person.
    const logged = await rows<{ action: string; staff_email: string; changes: Record<string, unknown> }>(
      db(),
      sql`SELECT action, staff_email, changes FROM admin_audit WHERE entity = 'customer' AND entity_key = ${String(session.id)} ORDER BY id`,
    );
    expect(logged).toEqual([expect.objectContaining({ action: 'erase', changes: expect.objectContaining({ orders_anonymised: { from: null, to: 2 } }) })]);
    const auditText = JSON.stringify(await rows(db(), sql`SELECT * FROM admin_audit`));
    for (const personal of [email, lastname]) expect(auditText).not.toContain(personal);

    const login = await call(loginUser, '/api/user/login', { body: { username: email, password: CUSTOMER_PASSWORD }, headers: { 'x-forwarded-for': uniqueAddress() } });
    expect(login.status).toBe(401);
    expect((await call(me, `/api/user/me?token=${session.token}`)).status).toBe(401);

    const { json } = await exportOf(email, owner);
    expect(json).toMatchObject({ account: null, addresses: [], orders: [], reviews: [], newsletter: [], stockAlerts: [], carts: [], contactMessages: [], mails: [] });
    const again = await post(erase as Handler, '/admin/customers/erase', { email, confirm: email }, { cookie: owner });
    expect(again.status).toBe(404);
  });
});

describe('customers and newsletter', () => {
  it('finds a customer by a part of the name or the e-mail', async () => {
    const { email, lastname, session } = await fullCustomer();
    expect((await searchCustomers(db(), { q: lastname.slice(2, 14).toLowerCase() })).rows.map((row) => row.id)).toContain(session.id);
    const byEmail = await searchCustomers(db(), { q: email.toUpperCase() });
    expect(byEmail.rows.map((row) => row.id)).toEqual([session.id]);
    expect((await searchCustomers(db(), { q: '%' })).total).toBe(0);
  });

  it('exports the subscribers as CSV for an owner only', async () => {
    const subscribed = uniqueEmail('news');
    const left = uniqueEmail('left');
    await execute(db(), sql`INSERT INTO newsletter_subscribers (email, status, store_code) VALUES (${subscribed}, 'subscribed', 'it'), (${left}, 'unsubscribed', 'it')`);
    const get = (cookie?: string) => exportNewsletter(new Request(`${ORIGIN}/admin/export/newsletter`, { headers: cookie ? { cookie } : {} }));
    expect((await get()).status).toBe(401);
    expect((await get(await staffCookie('staff'))).status).toBe(403);
    const response = await get(await staffCookie('owner'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="newsletter-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,store,subscribed_at');
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^${subscribed.replace(/[.]/g, '\\.')},it,\\d{4}-\\d{2}-\\d{2}T`)));
    expect(lines.some((line) => line.startsWith(left))).toBe(false);
  });
});

describe('hostile form input', () => {
  it('never answers 5xx to the export or erase forms, signed in or not', async () => {
    const owner = await staffCookie('owner');
    const hostile = fc.oneof(fc.string(), fc.constantFrom('', '\u0000', '\ud800', '__proto__', 'a@b', '%@example.com', `${'x'.repeat(300)}@example.com`), fc.emailAddress());
    const form = fc.dictionary(fc.constantFrom('email', 'confirm', 'back'), hostile);
    const endpoints: [Handler, string][] = [[exportData as Handler, '/admin/customers/export'], [erase as Handler, '/admin/customers/erase']];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...endpoints), form, fc.boolean(), async ([handler, path], fields, signedIn) => {
        const response = await post(handler, path, fields, { cookie: signedIn ? owner : undefined });
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 60) },
    );
  });
});
