import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { POST as placeOrder } from '@/app/api/order/route';
import { GET as orderHistory } from '@/app/api/user/order-history/route';
import { POST as signIn } from '@/app/admin/session/route';
import { POST as signOut } from '@/app/admin/logout/route';
import { POST as transition } from '@/app/admin/orders/[id]/transition/route';
import { POST as comment } from '@/app/admin/orders/[id]/comment/route';
import { GET as exportOrders } from '@/app/admin/export/orders/route';
import { POST as moderate } from '@/app/admin/reviews/moderate/route';
import { POST as staffActive } from '@/app/admin/staff/active/route';
import { listAudit } from '@/lib/server/admin/audit';
import { changeStaffPassword, createStaff, setStaffActive } from '@/lib/server/admin/staff-accounts';
import { call } from './support/http';
import { seededShopPerFile } from './support/test-database';
import { orderPayload, testAddress } from '../support/orders';
import { pickSimple, register, rows, setStock, uniqueAddress, uniqueEmail } from './support/commerce';

jest.setTimeout(180_000);

const db = seededShopPerFile();
const ORIGIN = 'http://localhost';
const PASSWORD = 'staff-Password-42';

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** A form post as a browser sends it from the back office (Origin of the shop) unless told otherwise. */
async function post(handler: Handler, path: string, fields: Record<string, string | number>, options: { cookie?: string; origin?: string | null; params?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': uniqueAddress() };
  if (options.origin !== null) headers.origin = options.origin ?? ORIGIN;
  if (options.cookie) headers.cookie = options.cookie;
  const body = new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)]));
  const response = await handler(new Request(new URL(path, ORIGIN), { method: 'POST', headers, body }), { params: Promise.resolve(options.params ?? {}) });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

async function staffSession(role: 'owner' | 'staff' = 'owner') {
  const email = uniqueEmail(role);
  const member = await createStaff(db(), { email, password: PASSWORD, role });
  const response = await post(signIn as Handler, '/admin/session', { email, password: PASSWORD });
  expect(response.status).toBe(303);
  const setCookie = response.headers.get('set-cookie') ?? '';
  return { member, email, setCookie, cookie: setCookie.split(';')[0]! };
}

async function newOrder(qty = 2, extra: Record<string, unknown> = {}, token?: string) {
  const product = await pickSimple(db(), 3);
  await setStock(db(), product.sku, 50);
  const path = token ? `/api/order?token=${token}` : '/api/order';
  const placed = await call(placeOrder, path, { body: orderPayload([{ sku: product.sku, qty }], extra, testAddress({ email: uniqueEmail('buyer') })) });
  expect(placed.status).toBe(200);
  const id = placed.json.result.backendOrderId as number;
  return { id, sku: product.sku, number: placed.json.result.orderNumber as string };
}

const orderRow = async (id: number) =>
  (await rows<{ status: string; version: number; tracking_number: string | null }>(db(), sql`SELECT status, version, tracking_number FROM orders WHERE id = ${id}`))[0]!;
const stockQty = async (sku: string) => (await rows<{ qty: number }>(db(), sql`SELECT qty FROM stock WHERE sku = ${sku}`))[0]!.qty;
const statusMails = async (orderNumber: string) =>
  rows<{ subject: string; text_body: string }>(db(), sql`SELECT subject, text_body FROM outbound_mail WHERE kind = 'order-status' AND subject LIKE ${`%#${orderNumber}%`} ORDER BY id`);

const act = (id: number, fields: Record<string, string | number>, cookie: string, origin?: string | null) =>
  post(transition as Handler, `/admin/orders/${id}/transition`, { id, ...fields }, { cookie, origin, params: { id: String(id) } });

describe('staff sign-in', () => {
  it('sets an HttpOnly, SameSite=Strict cookie scoped to /admin, Secure behind https', async () => {
    const { setCookie } = await staffSession();
    expect(setCookie).toMatch(/^admin_session=[\w-]{40,}; Path=\/admin; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
    const email = uniqueEmail('secure');
    await createStaff(db(), { email, password: PASSWORD, role: 'staff' });
    const request = new Request(`${ORIGIN}/admin/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, 'x-forwarded-proto': 'https' },
      body: new URLSearchParams({ email, password: PASSWORD }),
    });
    expect((await signIn(request)).headers.get('set-cookie')).toMatch(/; Secure$/);
  });

  it('refuses a wrong password (401) and a customer account, and throttles like the customer login (429)', async () => {
    const { email } = await staffSession();
    expect((await post(signIn as Handler, '/admin/session', { email, password: 'wrong-password-1' })).status).toBe(401);
    const customer = await register();
    expect((await post(signIn as Handler, '/admin/session', { email: customer.email, password: 'Secret-Pass1' })).status).toBe(401);
    const address = uniqueAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const request = new Request(`${ORIGIN}/admin/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, 'x-forwarded-for': address },
        body: new URLSearchParams({ email, password: `wrong-password-${attempt}` }),
      });
      statuses.push((await signIn(request)).status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
  });

  it('refuses a sign-in form posted from another site', async () => {
    const { email } = await staffSession();
    const response = await post(signIn as Handler, '/admin/session', { email, password: PASSWORD }, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('ends the session on sign-out, password change and deactivation', async () => {
    const { id } = await newOrder();
    const note = (cookie: string) => post(comment as Handler, `/admin/orders/${id}/comment`, { id, comment: 'called the customer' }, { cookie, params: { id: String(id) } });

    const out = await staffSession('staff');
    expect((await note(out.cookie)).status).toBe(303);
    await post(signOut as Handler, '/admin/logout', {}, { cookie: out.cookie });
    expect((await note(out.cookie)).status).toBe(401);

    const changed = await staffSession('staff');
    await changeStaffPassword(db(), changed.member.id, PASSWORD, 'another-Password-43');
    expect((await note(changed.cookie)).status).toBe(401);

    const owner = await staffSession('owner');
    const deactivated = await staffSession('staff');
    await setStaffActive(db(), owner.member, deactivated.member.id, false);
    expect((await note(deactivated.cookie)).status).toBe(401);
    expect((await post(signIn as Handler, '/admin/session', { email: deactivated.email, password: PASSWORD })).status).toBe(401);
  });
});

describe('every state-changing request', () => {
  it('is refused without a session, from another origin, or without an origin, and changes nothing', async () => {
    const { id } = await newOrder();
    const { cookie } = await staffSession('staff');
    expect((await act(id, { action: 'process', version: 0 }, '')).status).toBe(401);
    expect((await act(id, { action: 'process', version: 0 }, cookie, 'https://evil.example')).status).toBe(403);
    expect((await act(id, { action: 'process', version: 0 }, cookie, null)).status).toBe(403);
    expect((await act(id, { action: 'process', version: 0 }, 'admin_session=forged-token')).status).toBe(401);
    expect(await orderRow(id)).toMatchObject({ status: 'pending', version: 0 });
  });

  it('answers bad input with 400 and an unknown order with 404, never 5xx', async () => {
    const { id } = await newOrder();
    const { cookie } = await staffSession('staff');
    for (const fields of [{ action: 'explode', version: 0 }, { action: 'process', version: 'x' }, { action: 'process' }]) {
      const response = await act(id, fields as Record<string, string | number>, cookie);
      expect(response.status).toBe(400);
    }
    const unknown = await post(transition as Handler, '/admin/orders/99999999/transition', { action: 'process', version: 0 }, { cookie, params: { id: '99999999' } });
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('No order 99999999.');
    expect(await orderRow(id)).toMatchObject({ status: 'pending', version: 0 });
  });
});

describe('order transitions', () => {
  it('processes and ships an order: history, mails in the store language, My account shows it', async () => {
    const customer = await register();
    const { id, number } = await newOrder(1, { user_id: String(customer.id) }, customer.token);
    const { cookie } = await staffSession('staff');
    const processed = await act(id, { action: 'process', version: 0 }, cookie);
    expect(processed.status).toBe(303);
    expect(processed.headers.get('location')).toBe(`/admin/orders/${id}?notice=${encodeURIComponent('The order is now processing; the customer was e-mailed.')}`);
    const shipWithout = await act(id, { action: 'ship', version: 1, carrier: 'UPS' }, cookie);
    expect(shipWithout.status).toBe(400);
    expect((await act(id, { action: 'ship', version: 1, carrier: 'UPS', tracking: '1Z999' }, cookie)).status).toBe(303);
    expect(await orderRow(id)).toMatchObject({ status: 'complete', version: 2, tracking_number: '1Z999' });
    expect((await statusMails(number)).map((mail) => mail.subject)).toEqual([`Your order #${number} is being prepared`, `Your order #${number} has shipped`]);
    expect((await statusMails(number))[1]!.text_body).toContain('tracking number: 1Z999');

    const history = await call(orderHistory, `/api/user/order-history?token=${customer.token}`);
    const order = history.json.result.items.find((item: { increment_id: string }) => item.increment_id === number);
    expect(order.status).toBe('complete');
    expect(order.status_histories.map((entry: { status: string }) => entry.status)).toEqual(['complete', 'processing']);
    expect(order.extension_attributes.tracks).toEqual([{ carrier: 'UPS', track_number: '1Z999' }]);

    const cancelShipped = await act(id, { action: 'cancel', version: 2 }, cookie);
    expect(cancelShipped.status).toBe(400);
    expect(cancelShipped.text).toContain('A shipped order cannot be cancelled.');

    // The audit log has each transition (not the refused ones), and a comment without its text.
    expect((await post(comment as Handler, `/admin/orders/${id}/comment`, { id, comment: 'left at the door' }, { cookie, params: { id: String(id) } })).status).toBe(303);
    const audit = await listAudit(db(), { entity: 'order', key: String(id) }, 1);
    expect(audit.entries.map((entry) => [entry.action, entry.changes])).toEqual([
      ['comment', {}],
      ['ship', { status: { from: 'processing', to: 'complete' }, tracking: { from: null, to: 'UPS 1Z999' } }],
      ['process', { status: { from: 'pending', to: 'processing' } }],
    ]);
  });

  it('e-mails a German store order in German', async () => {
    const product = await pickSimple(db(), 4);
    await setStock(db(), product.sku, 10);
    const placed = await call(placeOrder, '/api/order', { body: orderPayload([{ sku: product.sku, qty: 1 }]), headers: { 'x-vs-store-code': 'de' } });
    const { id, orderNumber } = { id: placed.json.result.backendOrderId as number, orderNumber: placed.json.result.orderNumber as string };
    const [row] = await rows<{ store_code: string }>(db(), sql`SELECT store_code FROM orders WHERE id = ${id}`);
    expect(row!.store_code).toBe('de');
    const { cookie } = await staffSession('staff');
    await act(id, { action: 'process', version: 0 }, cookie);
    expect((await statusMails(orderNumber)).map((mail) => mail.subject)).toEqual([`Ihre Bestellung #${orderNumber} wird vorbereitet`]);
  });

  it('cancels an order and returns the stock of every line in the same transaction', async () => {
    const { id, sku, number } = await newOrder(3);
    expect(await stockQty(sku)).toBe(47);
    const { cookie } = await staffSession('staff');
    expect((await act(id, { action: 'cancel', version: 0 }, cookie)).status).toBe(303);
    expect(await stockQty(sku)).toBe(50);
    expect((await statusMails(number)).map((mail) => mail.subject)).toEqual([`Your order #${number} was cancelled`]);
    const again = await act(id, { action: 'cancel', version: 1 }, cookie);
    expect(again.status).toBe(400);
    expect(again.text).toContain('Cannot cancel a cancelled order.');
    expect(await stockQty(sku)).toBe(50);
    const [change] = await rows<{ tags: string[] }>(db(), sql`SELECT tags FROM catalog_changes ORDER BY id DESC LIMIT 1`);
    expect(change!.tags).toContain(`product:${sku}`);
  });

  it('lets one of two staff members acting on the same order win; the other is told and no stock counts twice', async () => {
    const { id, sku } = await newOrder(2);
    const first = await staffSession('staff');
    const second = await staffSession('staff');
    const answers = await Promise.all([act(id, { action: 'cancel', version: 0 }, first.cookie), act(id, { action: 'cancel', version: 0 }, second.cookie)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 409]);
    expect(answers.find((answer) => answer.status === 409)!.text).toContain('Someone else changed this order meanwhile');
    expect(await stockQty(sku)).toBe(50);
    expect(await orderRow(id)).toMatchObject({ status: 'canceled', version: 1 });
  });

  it('adds an internal comment that the customer does not see', async () => {
    const { id } = await newOrder();
    const { cookie } = await staffSession('staff');
    expect((await post(comment as Handler, `/admin/orders/${id}/comment`, { id, comment: '   ' }, { cookie, params: { id: String(id) } })).status).toBe(400);
    expect((await post(comment as Handler, `/admin/orders/${id}/comment`, { id, comment: 'Gift wrap' }, { cookie, params: { id: String(id) } })).status).toBe(303);
    const [entry] = await rows<{ comment: string; visible_to_customer: boolean }>(db(), sql`SELECT comment, visible_to_customer FROM order_history WHERE order_id = ${id}`);
    expect(entry).toEqual({ comment: 'Gift wrap', visible_to_customer: false });
  });
});

describe('the order export', () => {
  it('answers the filtered orders as CSV to staff only', async () => {
    const { number } = await newOrder();
    const { cookie } = await staffSession('staff');
    const anonymous = await exportOrders(new Request(`${ORIGIN}/admin/export/orders?q=${number}`));
    expect(anonymous.status).toBe(401);
    const response = await exportOrders(new Request(`${ORIGIN}/admin/export/orders?q=${number}`, { headers: { cookie } }));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${number},.*,pending,default,buyer\\.`));
    const bad = await exportOrders(new Request(`${ORIGIN}/admin/export/orders?from=2026-02-01&to=2026-01-01`, { headers: { cookie } }));
    expect(bad.status).toBe(400);
  });
});

describe('roles', () => {
  it('lets an owner deactivate staff, and refuses a staff member managing staff (403, nothing changed)', async () => {
    const owner = await staffSession('owner');
    const clerk = await staffSession('staff');
    const other = await staffSession('staff');
    const refused = await post(staffActive as Handler, '/admin/staff/active', { id: other.member.id, active: 'false' }, { cookie: clerk.cookie });
    expect(refused.status).toBe(403);
    const [still] = await rows<{ active: boolean }>(db(), sql`SELECT active FROM staff WHERE id = ${other.member.id}`);
    expect(still!.active).toBe(true);
    expect((await post(staffActive as Handler, '/admin/staff/active', { id: other.member.id, active: 'false' }, { cookie: owner.cookie })).status).toBe(303);
    expect((await post(staffActive as Handler, '/admin/staff/active', { id: owner.member.id, active: 'false' }, { cookie: owner.cookie })).status).toBe(400);
    expect((await post(staffActive as Handler, '/admin/staff/active', { id: 99999999, active: 'false' }, { cookie: owner.cookie })).status).toBe(404);
  });
});

describe('review moderation', () => {
  const pendingReviews = async (count: number) =>
    rows<{ id: number; product_id: number }>(db(), sql`SELECT id, product_id FROM reviews WHERE review_status = 2 ORDER BY id LIMIT ${count}`);

  it('approves several reviews at once and records the change for every instance', async () => {
    const reviews = await pendingReviews(2);
    expect(reviews).toHaveLength(2);
    const { cookie } = await staffSession('staff');
    const body = new URLSearchParams([['decision', 'approve'], ...reviews.map((review) => ['ids', String(review.id)])]);
    const response = await moderate(
      new Request(`${ORIGIN}/admin/reviews/moderate`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, cookie }, body }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(303);
    const ids = reviews.map((review) => review.id);
    const statuses = await rows<{ review_status: number }>(db(), sql`SELECT review_status FROM reviews WHERE id = ANY(${sql.param(ids)}::int[])`);
    expect(statuses.map((row) => row.review_status)).toEqual([1, 1]);
    const [change] = await rows<{ tags: string[] }>(db(), sql`SELECT tags FROM catalog_changes ORDER BY id DESC LIMIT 1`);
    const skus = await rows<{ sku: string }>(db(), sql`SELECT sku FROM products WHERE id = ANY(${sql.param(reviews.map((review) => review.product_id))}::int[])`);
    // The page data's tag and the rendered product page's tag (what the page cache names), for every instance.
    expect(change!.tags).toEqual(expect.arrayContaining([...reviews.map((review) => `reviews:${review.product_id}`), ...skus.map((row) => `product:${row.sku}`)]));
  });

  it('rejects one, and refuses an unknown review or no choice without changing anything', async () => {
    const [review] = await pendingReviews(1);
    const { cookie } = await staffSession('staff');
    const send = (fields: Record<string, string | number>) => post(moderate as Handler, '/admin/reviews/moderate', fields, { cookie });
    expect((await send({ decision: 'reject' })).status).toBe(400);
    expect((await send({ decision: 'maybe', ids: review!.id })).status).toBe(400);
    const unknown = await send({ decision: 'approve', ids: 99999999 });
    expect(unknown.status).toBe(400);
    expect(unknown.text).toContain('Nothing was changed');
    expect((await send({ decision: 'reject', ids: review!.id })).status).toBe(303);
    const [row] = await rows<{ review_status: number }>(db(), sql`SELECT review_status FROM reviews WHERE id = ${review!.id}`);
    expect(row!.review_status).toBe(3);
    const audit = await listAudit(db(), { entity: 'review', key: String(review!.id) }, 1);
    expect(audit.entries.map((entry) => [entry.action, entry.changes])).toEqual([['reject', { status: { from: 'pending', to: 'rejected' } }]]);
  });
});

describe('hostile form input', () => {
  const hostile = fc.oneof(
    fc.string(),
    fc.constantFrom('', '0', '-1', '1e309', '2147483648', 'NaN', '\u0000', '\ud800', '__proto__', 'process', 'ship', 'approve', 'true'),
    fc.integer().map(String),
  );
  const form = fc.dictionary(fc.constantFrom('id', 'version', 'action', 'carrier', 'tracking', 'comment', 'decision', 'ids', 'active', 'email', 'password', 'back'), hostile);

  it('never answers 5xx to any back-office form, signed in or not', async () => {
    const { id } = await newOrder();
    const owner = await staffSession('owner');
    const endpoints: [Handler, string][] = [
      [transition as Handler, `/admin/orders/${id}/transition`],
      [comment as Handler, `/admin/orders/${id}/comment`],
      [moderate as Handler, '/admin/reviews/moderate'],
      [staffActive as Handler, '/admin/staff/active'],
      [signIn as Handler, '/admin/session'],
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...endpoints), form, fc.boolean(), fc.constantFrom(String(id), '0', 'abc', '99999999999'), async ([handler, path], fields, signedIn, param) => {
        const response = await post(handler, path, fields, { cookie: signedIn ? owner.cookie : undefined, params: { id: param } });
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 60) },
    );
  });
});
