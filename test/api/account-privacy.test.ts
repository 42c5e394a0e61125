/**
 * A customer's own GDPR requests from My account (issue 42, ADR 0054): the export of the signed-in customer's data
 * (article 15) and the erasure of their account (article 17) behind the current password, throttled like a login.
 */
import { sql } from 'drizzle-orm';
import { POST as placeOrder } from '@/app/api/order/route';
import { POST as loginUser } from '@/app/api/user/login/route';
import { GET as me } from '@/app/api/user/me/route';
import { GET as personalData, POST as postPersonalData } from '@/app/api/user/personal-data/route';
import { POST as deleteAccount } from '@/app/api/user/delete/route';
import { ERASED_EMAIL, ERASED_MARKER } from '@/lib/domain/personal-data-erasure';
import { call } from './support/http';
import { seededShopPerFile } from './support/test-database';
import { orderPayload, testAddress } from '../support/orders';
import { PASSWORD, pickSimple, register, rows, setStock, uniqueAddress, uniqueEmail, type Session } from './support/commerce';

jest.setTimeout(180_000);

const db = seededShopPerFile();

async function orderFor(email: string, lastname: string, session?: Session) {
  const product = await pickSimple(db(), 3);
  await setStock(db(), product.sku, 50);
  const path = session ? `/api/order?token=${session.token}` : '/api/order';
  const extra = session ? { user_id: String(session.id) } : {};
  const placed = await call(placeOrder, path, { body: orderPayload([{ sku: product.sku, qty: 1 }], extra, testAddress({ email, lastname })) });
  expect(placed.status).toBe(200);
  return placed.json.result.backendOrderId as number;
}

let people = 0;
/** A customer with one order of their own, and a guest order someone placed with the same e-mail. */
async function customerWithOrders() {
  const email = uniqueEmail('self');
  const lastname = `Featherstone${process.pid}x${people++}`;
  const session = await register(email, { lastname });
  const own = await orderFor(email, lastname, session);
  const guest = await orderFor(email, `Guest${lastname}`);
  return { email, lastname, session, own, guest };
}

const download = (token?: string) => call(personalData, token === undefined ? '/api/user/personal-data' : `/api/user/personal-data?token=${encodeURIComponent(token)}`);
const erase = (token: string, body: unknown, address = uniqueAddress()) =>
  call(deleteAccount, '/api/user/delete', { headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': address }, body });
const auditOf = (customerId: number) =>
  rows<{ action: string; staff_id: number | null; staff_email: string }>(db(), sql`SELECT action, staff_id, staff_email FROM admin_audit WHERE entity = 'customer' AND entity_key = ${String(customerId)} ORDER BY id`);
const ordersById = (ids: number[]) =>
  rows<{ id: number; grand_total: string; customer_email: string; customer_id: number | null; billing_address: Record<string, unknown> }>(
    db(),
    sql`SELECT id, grand_total, customer_email, customer_id, billing_address FROM orders WHERE id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) ORDER BY id`,
  );

describe('Download my data (GDPR article 15)', () => {
  it("gives the signed-in customer their own account and orders as a file, never another customer's or a guest order's", async () => {
    const mine = await customerWithOrders();
    const other = await customerWithOrders();
    const response = await download(mine.session.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const data = response.json;
    expect(data.account).toMatchObject({ id: mine.session.id, email: mine.email, lastname: mine.lastname });
    expect(data.account).not.toHaveProperty('passwordHash');
    // A guest order placed with the same e-mail is not the account's: the back office serves it after checking who asks.
    expect(data.orders.map((order: { id: number }) => order.id)).toEqual([mine.own]);
    expect(data.contactMessages).toEqual([]);
    const text = JSON.stringify(data);
    for (const foreign of [other.email, other.lastname, `Guest${mine.lastname}`]) expect(text).not.toContain(foreign);
    expect(await auditOf(mine.session.id)).toEqual([{ action: 'export', staff_id: null, staff_email: `customer:${mine.session.id}` }]);
  });

  it('answers 401 without a token or with a bad one, and 405 to another method', async () => {
    expect((await download()).status).toBe(401);
    expect((await download('forged.token.value')).status).toBe(401);
    expect((await call(postPersonalData, '/api/user/personal-data', { method: 'POST', body: {} })).status).toBe(405);
  });
});

describe('Delete my account (GDPR article 17)', () => {
  it('refuses a missing confirmation or password (400) and a wrong password (400), erasing nothing', async () => {
    const { session } = await customerWithOrders();
    const noConfirm = await erase(session.token, { password: PASSWORD });
    expect(noConfirm.status).toBe(400);
    expect(noConfirm.json.result).toContain('Confirm that your account and personal data are to be deleted for good');
    expect((await erase(session.token, { password: '', confirm: true })).status).toBe(400);
    expect((await erase(session.token, { password: PASSWORD, confirm: 'yes' })).status).toBe(400);
    const wrong = await erase(session.token, { password: 'Not-The-Pass1', confirm: true });
    expect(wrong.status).toBe(400);
    expect(wrong.json.result).toBe("The password doesn't match this account. Nothing was deleted.");
    expect((await call(me, `/api/user/me?token=${session.token}`)).status).toBe(200);
    expect(await auditOf(session.id)).toEqual([]);
    expect((await call(deleteAccount, '/api/user/delete', { body: { password: PASSWORD, confirm: true } })).status).toBe(401);
  });

  it('throttles wrong passwords like a login: after the free attempts even the right one is refused (429), nothing erased', async () => {
    const { session } = await customerWithOrders();
    const from = uniqueAddress();
    for (let attempt = 0; attempt < 5; attempt++) expect((await erase(session.token, { password: `Wrong-Pass${attempt}`, confirm: true }, from)).status).toBe(400);
    const throttled = await erase(session.token, { password: PASSWORD, confirm: true }, from);
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await call(me, `/api/user/me?token=${session.token}`)).status).toBe(200);
  });

  it('erases the account with the right password: sign-in and the token end, the orders keep their totals anonymised, others are untouched', async () => {
    const person = await customerWithOrders();
    const other = await customerWithOrders();
    const before = await ordersById([person.own, person.guest, other.own]);
    const deleted = await erase(person.session.token, { password: PASSWORD, confirm: true });
    expect(deleted.status).toBe(200);
    expect(deleted.json.result).toEqual({ deleted: true, orders: 1 });

    const login = await call(loginUser, '/api/user/login', { body: { username: person.email, password: PASSWORD }, headers: { 'x-forwarded-for': uniqueAddress() } });
    expect(login.status).toBe(401);
    expect((await call(me, `/api/user/me?token=${person.session.token}`)).status).toBe(401);
    expect((await download(person.session.token)).status).toBe(401);

    const after = await ordersById([person.own, person.guest, other.own]);
    expect(after.map((order) => order.grand_total)).toEqual(before.map((order) => order.grand_total));
    const own = after.find((order) => order.id === person.own)!;
    expect(own).toMatchObject({ customer_email: ERASED_EMAIL, customer_id: null });
    expect(own.billing_address).toMatchObject({ lastname: ERASED_MARKER, telephone: ERASED_MARKER });
    // Not the account's: a guest order with the same e-mail, and another customer's order, are as they were.
    expect(after.find((order) => order.id === person.guest)).toEqual(before.find((order) => order.id === person.guest));
    expect(after.find((order) => order.id === other.own)).toEqual(before.find((order) => order.id === other.own));
    expect((await call(me, `/api/user/me?token=${other.session.token}`)).status).toBe(200);

    expect(await auditOf(person.session.id)).toEqual([{ action: 'erase', staff_id: null, staff_email: `customer:${person.session.id}` }]);
    const [history] = await rows<{ comment: string; staff_id: number | null }>(db(), sql`SELECT comment, staff_id FROM order_history WHERE order_id = ${person.own} ORDER BY id DESC LIMIT 1`);
    expect(history).toEqual({ comment: "Personal data erased at the customer's request from My account (GDPR article 17)", staff_id: null });
    const [left] = await rows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM customers WHERE email = ${person.email}`);
    expect(left!.n).toBe(0);
  });
});
