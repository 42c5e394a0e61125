import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { POST as createUser } from '@/app/api/user/create/route';
import { POST as loginUser } from '@/app/api/user/login/route';
import { POST as refreshUser } from '@/app/api/user/refresh/route';
import * as me from '@/app/api/user/me/route';
import { GET as orderHistory } from '@/app/api/user/order-history/route';
import { POST as changePassword } from '@/app/api/user/change-password/route';
import { POST as resetPassword } from '@/app/api/user/reset-password/route';
import { POST as createPassword } from '@/app/api/user/create-password/route';
import { POST as placeOrder } from '@/app/api/order/route';
import { jwtSecret } from '@/lib/server/auth/secret';
import { call } from './support/http';
import { seededShopPerFile } from './support/test-database';
import { orderPayload, testAddress } from '../support/orders';
import { login, PASSWORD, pickSimple, register, rows, setStock, uniqueAddress, uniqueEmail } from './support/commerce';

jest.setTimeout(120_000);


const db = seededShopPerFile();

describe('POST /api/user/create', () => {
  it('creates a customer with addresses and answers the profile', async () => {
    const email = uniqueEmail();
    const response = await call(createUser, '/api/user/create', {
      body: { customer: { email: email.toUpperCase(), firstname: 'Jane', lastname: 'Doe', addresses: [{ ...testAddress(), default_shipping: true }] }, password: PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(response.json.result).toMatchObject({ email, firstname: 'Jane', lastname: 'Doe', group_id: 1 });
    expect(response.json.result.addresses).toHaveLength(1);
    expect(response.json.result.addresses[0]).toMatchObject({ city: 'Springfield', default_shipping: true });
    const [stored] = await rows<{ password_hash: string }>(db(), sql`SELECT password_hash FROM customers WHERE email = ${email}`);
    expect(stored!.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a duplicate e-mail with the spec message', async () => {
    const { email } = await register();
    const response = await call(createUser, '/api/user/create', { body: { customer: { email, firstname: 'Jo', lastname: 'Doe' }, password: PASSWORD } });
    expect(response.status).toBe(400);
    expect(response.json.result).toBe('A customer with the same email already exists in an associated website.');
  });

  it.each([
    ['short', 'Password must have at least 8 letters.'],
    ['alllowercase', 'Password must contain at least 3 different character classes: lower case, upper case, digits, special characters.'],
  ])('refuses the password %s with the spec message', async (password, message) => {
    const response = await call(createUser, '/api/user/create', { body: { customer: { email: uniqueEmail(), firstname: 'Jane', lastname: 'Doe' }, password } });
    expect(response.status).toBe(400);
    expect(response.json.errors).toContainEqual({ path: 'password', message });
  });

  it('refuses a bad e-mail and a one-letter name with the spec messages', async () => {
    const response = await call(createUser, '/api/user/create', { body: { customer: { email: 'nope', firstname: 'J', lastname: 'Doe' }, password: PASSWORD } });
    expect(response.status).toBe(400);
    expect(response.json.errors).toEqual(
      expect.arrayContaining([
        { path: 'customer.email', message: 'Please provide valid e-mail address.' },
        { path: 'customer.firstname', message: 'Name must have at least 2 letters.' },
      ]),
    );
  });
});

describe('login, tokens and refresh', () => {
  it('logs in with a JWT and a refresh token; the token works as ?token= and as a bearer header', async () => {
    const session = await register();
    expect(session.token.split('.')).toHaveLength(3);
    expect(session.refreshToken.length).toBeGreaterThanOrEqual(40);
    const byQuery = await call(me.GET, `/api/user/me?token=${session.token}`);
    const byHeader = await call(me.GET, '/api/user/me', { headers: { authorization: `Bearer ${session.token}` } });
    expect(byQuery.status).toBe(200);
    expect(byQuery.json.result).toMatchObject({ email: session.email, group_id: 1, addresses: [] });
    expect(byQuery.json.result.groupToken).toEqual(expect.any(String));
    expect(byHeader.json.result.id).toBe(byQuery.json.result.id);
  });

  it('refuses a wrong password and an unknown account with 401', async () => {
    const { email } = await register();
    for (const body of [{ username: email, password: 'Wrong-Pass1' }, { username: uniqueEmail('nobody'), password: PASSWORD }]) {
      const response = await call(loginUser, '/api/user/login', { body, headers: { 'x-forwarded-for': uniqueAddress() } });
      expect(response.status).toBe(401);
      expect(response.json.result).toBe('You did not sign in correctly or your account is temporarily disabled.');
    }
  });

  it('answers 401 to a missing, forged, expired or malformed token', async () => {
    const session = await register();
    const [header, payload] = session.token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    const expired = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(session.id))
      .setIssuer('storefront')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(await jwtSecret(db()));
    const otherKey = await new SignJWT({ typ: 'access' }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(session.id)).setIssuer('storefront').setExpirationTime('1h').sign(new TextEncoder().encode('x'.repeat(48)));
    for (const token of [null, forged, expired, otherKey, 'garbage']) {
      const response = await call(me.GET, token ? `/api/user/me?token=${token}` : '/api/user/me');
      expect(response.status).toBe(401);
      expect(response.json.code).toBe(401);
    }
  });

  it('rotates refresh tokens and refuses an old one, revoking its family', async () => {
    const session = await register();
    const first = await call(refreshUser, '/api/user/refresh', { body: { refreshToken: session.refreshToken } });
    expect(first.status).toBe(200);
    expect(first.json.result).toEqual(expect.any(String));
    const next = first.json.meta.refreshToken as string;
    expect(next).not.toBe(session.refreshToken);
    expect((await call(me.GET, `/api/user/me?token=${first.json.result}`)).status).toBe(200);

    const reuse = await call(refreshUser, '/api/user/refresh', { body: { refreshToken: session.refreshToken } });
    expect(reuse.status).toBe(401);
    // The reuse revoked the whole family: the newest token is dead too.
    expect((await call(refreshUser, '/api/user/refresh', { body: { refreshToken: next } })).status).toBe(401);
    const [stored] = await rows<{ count: number }>(db(), sql`SELECT count(*)::int AS count FROM refresh_tokens WHERE token_hash = ${next}`);
    expect(stored!.count).toBe(0); // stored hashed, never in clear
  });

  it('refuses an unknown refresh token', async () => {
    expect((await call(refreshUser, '/api/user/refresh', { body: { refreshToken: 'made-up' } })).status).toBe(401);
  });

  it('rate-limits failed logins per account and address and per client address with 429', async () => {
    const { email } = await register();
    const from = uniqueAddress();
    const attempt = (username: string, password: string, ip = uniqueAddress()) =>
      call(loginUser, '/api/user/login', { body: { username, password }, headers: { 'x-forwarded-for': ip } });
    for (let index = 0; index < 5; index++) expect((await attempt(email, 'Wrong-Pass1', from)).status).toBe(401);
    const locked = await attempt(email, PASSWORD, from);
    expect(locked.status).toBe(429);
    expect(locked.json.result).toMatch(/Too many failed login attempts/);

    process.env.LOGIN_MAX_FAILURES_PER_ADDRESS = '3';
    try {
      const other = await register();
      await rows(db(), sql`UPDATE customers SET created_at = now() - interval '1 day' WHERE id = ${other.id}`);
      const guesser = uniqueAddress();
      for (let index = 0; index < 3; index++) expect((await attempt(uniqueEmail('guess'), 'Wrong-Pass1', guesser)).status).toBe(401);
      expect((await attempt(other.email, PASSWORD, guesser)).status).toBe(429);
      expect((await attempt(other.email, PASSWORD)).status).toBe(200);
    } finally {
      delete process.env.LOGIN_MAX_FAILURES_PER_ADDRESS;
    }
  });
});

describe('/api/user/me', () => {
  it('changes only firstname, lastname, email and addresses', async () => {
    const session = await register();
    const response = await call(me.POST, `/api/user/me?token=${session.token}`, {
      body: { customer: { firstname: 'Janet', lastname: 'Roe', group_id: 4, id: 999_999, addresses: [{ ...testAddress(), default_billing: true }] } },
    });
    expect(response.status).toBe(200);
    expect(response.json.result).toMatchObject({ id: session.id, firstname: 'Janet', lastname: 'Roe', group_id: 1 });
    const addressId = response.json.result.addresses[0].id;
    const renamed = await call(me.POST, `/api/user/me?token=${session.token}`, {
      body: { customer: { addresses: [{ ...testAddress({ city: 'Shelbyville' }), id: addressId }] } },
    });
    expect(renamed.json.result.addresses).toEqual([expect.objectContaining({ id: addressId, city: 'Shelbyville' })]);
  });

  it("refuses another customer's address with 403 and another's e-mail with the duplicate message", async () => {
    const a = await register();
    const b = await register(uniqueEmail(), { addresses: [testAddress()] });
    const bProfile = await call(me.GET, `/api/user/me?token=${b.token}`);
    const bAddress = bProfile.json.result.addresses[0];
    const stolen = await call(me.POST, `/api/user/me?token=${a.token}`, { body: { customer: { addresses: [{ ...bAddress, city: 'Hijacked' }] } } });
    expect(stolen.status).toBe(403);
    const after = await call(me.GET, `/api/user/me?token=${b.token}`);
    expect(after.json.result.addresses[0].city).toBe(bAddress.city);
    const taken = await call(me.POST, `/api/user/me?token=${a.token}`, { body: { customer: { email: b.email } } });
    expect(taken.status).toBe(400);
    expect(taken.json.result).toBe('A customer with the same email already exists in an associated website.');
  });

  it('shows a token only its own profile', async () => {
    const a = await register();
    const b = await register();
    const response = await call(me.GET, `/api/user/me?token=${a.token}`);
    expect(response.json.result.email).toBe(a.email);
    expect(response.json.result.email).not.toBe(b.email);
  });
});

describe('passwords', () => {
  it('changes the password with the current one, and refuses a wrong current one', async () => {
    const session = await register();
    const wrong = await call(changePassword, `/api/user/change-password?token=${session.token}`, { body: { currentPassword: 'Nope-Nope1', newPassword: 'New-Secret2' } });
    expect(wrong.status).toBe(400);
    const weak = await call(changePassword, `/api/user/change-password?token=${session.token}`, { body: { currentPassword: PASSWORD, newPassword: 'weak' } });
    expect(weak.status).toBe(400);
    expect(weak.json.errors).toContainEqual({ path: 'newPassword', message: 'Password must have at least 8 letters.' });
    const ok = await call(changePassword, `/api/user/change-password?token=${session.token}`, { body: { currentPassword: PASSWORD, newPassword: 'New-Secret2' } });
    expect(ok.json).toEqual({ code: 200, result: true });
    await expect(login(session.email)).rejects.toThrow();
    await expect(login(session.email, 'New-Secret2')).resolves.toMatchObject({ email: session.email });
    // Other sessions end: the old refresh token is revoked.
    expect((await call(refreshUser, '/api/user/refresh', { body: { refreshToken: session.refreshToken } })).status).toBe(401);
    expect((await call(changePassword, '/api/user/change-password', { body: { currentPassword: PASSWORD, newPassword: 'New-Secret2' } })).status).toBe(401);
  });

  it('mails a single-use reset token that sets a new password', async () => {
    const session = await register();
    const response = await call(resetPassword, '/api/user/reset-password', { body: { email: session.email } });
    expect(response.json).toEqual({ code: 200, result: true });
    const [mail] = await rows<{ text_body: string; status: string; subject: string; raw: string }>(
      db(),
      sql`SELECT text_body, status, subject, raw FROM outbound_mail WHERE to_address = ${session.email} AND kind = 'reset-password'`,
    );
    expect(mail).toMatchObject({ status: 'outbox', subject: 'Reset your password' });
    expect(mail!.raw).toContain(`To: ${session.email}`);
    const token = decodeURIComponent(/token=([^\s&]+)/.exec(mail!.text_body)![1]!);
    const wrongEmail = await call(createPassword, '/api/user/create-password', { body: { email: uniqueEmail(), newPassword: 'Reset-Pass3', resetToken: token } });
    expect(wrongEmail.status).toBe(400);
    const used = await call(createPassword, '/api/user/create-password', { body: { email: session.email, newPassword: 'Reset-Pass3', resetToken: token } });
    expect(used.json).toEqual({ code: 200, result: true });
    await expect(login(session.email, 'Reset-Pass3')).resolves.toMatchObject({ email: session.email });
    const again = await call(createPassword, '/api/user/create-password', { body: { email: session.email, newPassword: 'Other-Pass4', resetToken: token } });
    expect(again.status).toBe(400);
    expect(again.json.result).toMatch(/mismatched or expired/);
  });

  it('refuses an expired reset token and answers unknown e-mails without sending mail', async () => {
    const session = await register();
    await call(resetPassword, '/api/user/reset-password', { body: { email: session.email } });
    const [mail] = await rows<{ text_body: string }>(db(), sql`SELECT text_body FROM outbound_mail WHERE to_address = ${session.email}`);
    const token = decodeURIComponent(/token=([^\s&]+)/.exec(mail!.text_body)![1]!);
    await rows(db(), sql`UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute' WHERE customer_id = ${session.id}`);
    const expired = await call(createPassword, '/api/user/create-password', { body: { email: session.email, newPassword: 'Reset-Pass3', resetToken: token } });
    expect(expired.status).toBe(400);
    const nobody = uniqueEmail('nobody');
    expect((await call(resetPassword, '/api/user/reset-password', { body: { email: nobody } })).json).toEqual({ code: 200, result: true });
    expect(await rows(db(), sql`SELECT id FROM outbound_mail WHERE to_address = ${nobody}`)).toEqual([]);
  });
});

describe('GET /api/user/order-history', () => {
  it("pages the customer's own orders (defaults 20 and 1) and never another's", async () => {
    const a = await register();
    const b = await register();
    const product = await pickSimple(db());
    await setStock(db(), product.sku, 100);
    for (let index = 0; index < 3; index++) {
      const placed = await call(placeOrder, `/api/order?token=${a.token}`, { body: orderPayload([{ sku: product.sku, qty: 1 }]) });
      expect(placed.status).toBe(200);
    }
    const all = await call(orderHistory, `/api/user/order-history?token=${a.token}`);
    expect(all.status).toBe(200);
    expect(all.json.result.total_count).toBe(3);
    expect(all.json.result.items).toHaveLength(3);
    expect(all.json.result.search_criteria).toEqual({ page_size: 20, current_page: 1 });
    expect(all.json.result.items[0]).toMatchObject({ customer_email: a.email, status: 'pending', payment: { method: 'checkmo' }, items: [expect.objectContaining({ sku: product.sku, qty_ordered: 1 })] });
    const page2 = await call(orderHistory, `/api/user/order-history?token=${a.token}&pageSize=2&currentPage=2`);
    expect(page2.json.result.items).toHaveLength(1);
    expect(page2.json.result.total_count).toBe(3);
    const other = await call(orderHistory, `/api/user/order-history?token=${b.token}`);
    expect(other.json.result).toMatchObject({ items: [], total_count: 0 });
    expect((await call(orderHistory, '/api/user/order-history')).status).toBe(401);
    expect((await call(orderHistory, `/api/user/order-history?token=${a.token}&pageSize=0`)).status).toBe(400);
  });
});
