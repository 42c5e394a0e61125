/**
 * Issue 11 §4–5 on PGlite and PostgreSQL: the login throttle (counted before the password check, back-off per
 * account and address, a slow-down per account, an address budget that spares new accounts), sessions ended by a
 * password change or reset, reset links (newest only, rate limited), and reviews (approved only, author from token).
 */
import { sql } from 'drizzle-orm';
import { POST as loginUser } from '@/app/api/user/login/route';
import * as me from '@/app/api/user/me/route';
import { POST as changePassword } from '@/app/api/user/change-password/route';
import { POST as resetPassword } from '@/app/api/user/reset-password/route';
import { POST as createPassword } from '@/app/api/user/create-password/route';
import { POST as createReview } from '@/app/api/review/create/route';
import { POST as search } from '@/app/api/catalog/[index]/[entity]/%5Fsearch/route';
import { clientAddress } from '@/lib/server/auth/login-rate-limit';
import { call } from './support/http';
import { seededShopPerFile } from './support/test-database';
import { login, PASSWORD, register, rows, uniqueAddress, uniqueEmail } from './support/commerce';

jest.setTimeout(180_000);


const db = seededShopPerFile();

const attempt = (username: string, password: string, ip: string) =>
  call(loginUser, '/api/user/login', { body: { username, password }, headers: { 'x-forwarded-for': ip } });

function withEnv(values: Record<string, string>, body: () => Promise<void>) {
  return async () => {
    const saved = Object.fromEntries(Object.keys(values).map((key) => [key, process.env[key]]));
    Object.assign(process.env, values);
    try {
      await body();
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  };
}

describe('the client address', () => {
  const request = (forwarded?: string) => new Request('http://localhost/api/user/login', { headers: forwarded ? { 'x-forwarded-for': forwarded } : {} });

  it('is the hop our own proxy appended, not the one a client wrote first', () => {
    expect(clientAddress(request('6.6.6.6, 203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(clientAddress(request('6.6.6.6, 203.0.113.7, 10.0.0.2'), 2)).toBe('203.0.113.7');
    // No proxy of ours (the default): the address Next.js filled in from the socket.
    expect(clientAddress(request('198.51.100.4'), 0)).toBe('198.51.100.4');
    expect(clientAddress(request(), 0)).toBe('unknown');
    expect(clientAddress(request('203.0.113.7'), 3)).toBe('203.0.113.7');
  });

  it(
    'puts spoofed first hops behind one proxy in the same bucket',
    withEnv({ TRUSTED_PROXY_HOPS: '1', LOGIN_MAX_FAILURES_PER_ADDRESS: '3' }, async () => {
      const real = uniqueAddress();
      for (let index = 0; index < 3; index++) {
        expect((await attempt(uniqueEmail('stuffing'), 'Wrong-Pass1', `${uniqueAddress()}, ${real}`)).status).toBe(401);
      }
      expect((await attempt(uniqueEmail('stuffing'), 'Wrong-Pass1', `${uniqueAddress()}, ${real}`)).status).toBe(429);
    }),
  );
});

describe('login throttle', () => {
  it('counts attempts before checking the password: of 40 parallel wrong passwords at most the budget are evaluated', async () => {
    const { email } = await register();
    const from = uniqueAddress();
    const answers = await Promise.all(Array.from({ length: 40 }, () => attempt(email, 'Wrong-Pass1', from)));
    const statuses = answers.map((answer) => answer.status);
    const evaluated = statuses.filter((status) => status === 401).length;
    // Counted one after the other under the account's lock: exactly the five free attempts reach the password check.
    expect(evaluated).toBe(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - evaluated);
  });

  it('backs off the (account, address) pair, while the right password from another address gets in', async () => {
    const { email } = await register();
    const attacker = uniqueAddress();
    for (let index = 0; index < 5; index++) expect((await attempt(email, 'Wrong-Pass1', attacker)).status).toBe(401);
    const refused = await attempt(email, PASSWORD, attacker);
    expect(refused.status).toBe(429);
    expect(refused.json.result).toMatch(/Too many failed login attempts/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await attempt(email, PASSWORD, uniqueAddress())).status).toBe(200);
  });

  it(
    'lets the pair try again once the back-off has passed',
    withEnv({ LOGIN_BACKOFF_BASE_SECONDS: '30' }, async () => {
      const { email } = await register();
      const from = uniqueAddress();
      for (let index = 0; index < 5; index++) expect((await attempt(email, 'Wrong-Pass1', from)).status).toBe(401);
      expect((await attempt(email, PASSWORD, from)).status).toBe(429);
      await rows(db(), sql`UPDATE login_attempts SET created_at = created_at - interval '31 seconds' WHERE key = ${`pair:${email}|${from}`}`);
      expect((await attempt(email, PASSWORD, from)).status).toBe(200);
    }),
  );

  it(
    'slows an account tried from many addresses down instead of locking it',
    withEnv({ LOGIN_ACCOUNT_SLOWDOWN_AFTER: '10', LOGIN_ACCOUNT_MAX_DELAY_SECONDS: '60' }, async () => {
      const { email } = await register();
      // Thirty failures from as many addresses, the last one just now.
      await rows(db(), sql`INSERT INTO login_attempts (key, created_at) SELECT ${`account:${email}`}, now() - make_interval(secs => n) FROM generate_series(0, 29) AS n`);
      const slowed = await attempt(email, PASSWORD, uniqueAddress());
      expect(slowed.status).toBe(429);
      expect(Number(slowed.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      // A minute after the last attempt the owner gets in from any address, the right password clearing the count.
      await rows(db(), sql`UPDATE login_attempts SET created_at = created_at - interval '61 seconds' WHERE key = ${`account:${email}`}`);
      expect((await attempt(email, PASSWORD, uniqueAddress())).status).toBe(200);
      expect(await rows(db(), sql`SELECT id FROM login_attempts WHERE key = ${`account:${email}`}`)).toEqual([]);
    }),
  );

  it(
    "does not refuse a brand-new account for other clients' failures on its address, but does refuse an older one",
    withEnv({ LOGIN_MAX_FAILURES_PER_ADDRESS: '3' }, async () => {
      const shared = uniqueAddress();
      const older = await register();
      await rows(db(), sql`UPDATE customers SET created_at = now() - interval '1 hour' WHERE id = ${older.id}`);
      for (let index = 0; index < 3; index++) expect((await attempt(uniqueEmail('other'), 'Wrong-Pass1', shared)).status).toBe(401);
      const fresh = await register();
      expect((await attempt(fresh.email, PASSWORD, shared)).status).toBe(200);
      expect((await attempt(older.email, PASSWORD, shared)).status).toBe(429);
    }),
  );
});

describe('sessions end with a password change or reset', () => {
  const profile = (token: string) => call(me.GET, `/api/user/me?token=${token}`);

  it('refuses access tokens issued before a password change; the new login works', async () => {
    const session = await register();
    const otherDevice = await login(session.email);
    expect((await profile(otherDevice.token)).status).toBe(200);
    const changed = await call(changePassword, `/api/user/change-password?token=${session.token}`, {
      body: { currentPassword: PASSWORD, newPassword: 'New-Secret2' },
    });
    expect(changed.status).toBe(200);
    expect((await profile(session.token)).status).toBe(401);
    expect((await profile(otherDevice.token)).status).toBe(401);
    const fresh = await login(session.email, 'New-Secret2');
    expect((await profile(fresh.token)).status).toBe(200);
  });

  const mailedToken = async (email: string, nth: number) => {
    const mails = await rows<{ text_body: string }>(
      db(),
      sql`SELECT text_body FROM outbound_mail WHERE to_address = ${email} AND kind = 'reset-password' ORDER BY id`,
    );
    return decodeURIComponent(/token=([^\s&]+)/.exec(mails[nth]!.text_body)![1]!);
  };
  const reset = (email: string, ip = uniqueAddress()) =>
    call(resetPassword, '/api/user/reset-password', { body: { email }, headers: { 'x-forwarded-for': ip } });

  it('refuses access tokens issued before a reset, and only the newest reset link works', async () => {
    const session = await register();
    expect((await reset(session.email)).status).toBe(200);
    expect((await reset(session.email)).status).toBe(200);
    const older = await mailedToken(session.email, 0);
    const newer = await mailedToken(session.email, 1);
    const stale = await call(createPassword, '/api/user/create-password', { body: { email: session.email, newPassword: 'Reset-Pass3', resetToken: older } });
    expect(stale.status).toBe(400);
    expect(stale.json.result).toMatch(/mismatched or expired/);
    const used = await call(createPassword, '/api/user/create-password', { body: { email: session.email, newPassword: 'Reset-Pass3', resetToken: newer } });
    expect(used.status).toBe(200);
    expect((await profile(session.token)).status).toBe(401);
    await expect(login(session.email, 'Reset-Pass3')).resolves.toMatchObject({ email: session.email });
  });

  it('mails a link to the reset page of the store view it was asked from', async () => {
    const session = await register();
    const mailedLink = async () => {
      const mails = await rows<{ text_body: string }>(
        db(),
        sql`SELECT text_body FROM outbound_mail WHERE to_address = ${session.email} AND kind = 'reset-password' ORDER BY id DESC LIMIT 1`,
      );
      return new URL(/https?:\/\/\S+/.exec(mails[0]!.text_body)![0]!);
    };
    expect((await reset(session.email)).status).toBe(200);
    expect((await mailedLink()).pathname).toBe('/reset-password');
    const german = await call(resetPassword, '/api/user/reset-password?storeCode=de', { body: { email: session.email }, headers: { 'x-forwarded-for': uniqueAddress() } });
    expect(german.status).toBe(200);
    const link = await mailedLink();
    expect(link.pathname).toBe('/de/reset-password');
    const [germanMail] = await rows<{ subject: string; text_body: string }>(
      db(),
      sql`SELECT subject, text_body FROM outbound_mail WHERE to_address = ${session.email} AND kind = 'reset-password' ORDER BY id DESC LIMIT 1`,
    );
    expect(germanMail!.subject).toBe('Passwort zurücksetzen');
    expect(germanMail!.text_body).toMatch(/^Hallo .+,\n\nUm ein neues Passwort zu wählen, öffnen Sie diesen Link innerhalb von \d+ Minuten/);
    expect(link.searchParams.get('email')).toBe(session.email);
    const unknownStore = await call(resetPassword, '/api/user/reset-password?storeCode=xx', { body: { email: session.email } });
    expect(unknownStore.status).toBe(400);
  });

  it(
    'limits reset requests per account and per address, known e-mail or not',
    withEnv({ RESET_MAX_PER_ACCOUNT: '2', RESET_MAX_PER_ADDRESS: '3' }, async () => {
      const session = await register();
      expect((await reset(session.email)).status).toBe(200);
      expect((await reset(session.email)).status).toBe(200);
      const third = await reset(session.email);
      expect(third.status).toBe(429);
      expect(third.json.result).toMatch(/Too many password reset requests/);
      const unknown = uniqueEmail('nobody');
      expect((await reset(unknown)).status).toBe(200);
      expect((await reset(unknown)).status).toBe(200);
      expect((await reset(unknown)).status).toBe(429);
      const from = uniqueAddress();
      for (let index = 0; index < 3; index++) expect((await reset(uniqueEmail('flood'), from)).status).toBe(200);
      expect((await reset(uniqueEmail('flood'), from)).status).toBe(429);
      expect(await rows(db(), sql`SELECT id FROM outbound_mail WHERE to_address = ${session.email}`)).toHaveLength(2);
    }),
  );
});

describe('reviews', () => {
  const reviewSearch = (body: unknown) =>
    call(search, '/api/catalog/vue_storefront_catalog/review/_search?request_format=search-query&size=500', {
      body,
      params: { index: 'vue_storefront_catalog', entity: 'review' },
    });

  it('the public search answers approved reviews only, whatever the filter asks', async () => {
    const [{ pending }] = (await rows<{ pending: number }>(db(), sql`SELECT count(*)::int AS pending FROM reviews WHERE review_status <> 1`)) as [
      { pending: number },
    ];
    expect(pending).toBeGreaterThan(0);
    for (const body of [{}, { _appliedFilters: [{ attribute: 'review_status', value: { eq: 2 } }] }]) {
      const answer = await reviewSearch(body);
      expect(answer.status).toBe(200);
      const statuses = answer.json.hits.hits.map((hit: { _source: { review_status: number } }) => hit._source.review_status);
      expect(statuses.every((status: number) => status === 1)).toBe(true);
    }
    const [product] = await rows<{ product_id: number }>(db(), sql`SELECT product_id FROM reviews WHERE review_status = 2 LIMIT 1`);
    const forProduct = await reviewSearch({ _appliedFilters: [{ attribute: 'product_id', value: { eq: product!.product_id } }] });
    const approved = await rows<{ id: number }>(db(), sql`SELECT id FROM reviews WHERE product_id = ${product!.product_id} AND review_status = 1`);
    expect(forProduct.json.hits.hits.map((hit: { _source: { id: number } }) => hit._source.id).sort()).toEqual(approved.map((row) => row.id).sort());
  });

  it("takes the author from the access token, never the body's customer_id", async () => {
    const author = await register();
    const victim = await register();
    const [product] = await rows<{ id: number }>(db(), sql`SELECT id FROM products WHERE visibility = 4 AND status = 1 LIMIT 1`);
    const review = { product_id: product!.id, title: 'Nice', detail: 'Fits.', nickname: 'Jane', customer_id: victim.id };
    const guest = await call(createReview, '/api/review/create', { body: { review } });
    const mine = await call(createReview, `/api/review/create?token=${author.token}`, { body: { review } });
    const stored = await rows<{ id: number; customer_id: number | null }>(
      db(),
      sql`SELECT id, customer_id FROM reviews WHERE id IN (${guest.json.result.id}, ${mine.json.result.id}) ORDER BY id`,
    );
    expect(stored).toEqual([
      { id: guest.json.result.id, customer_id: null },
      { id: mine.json.result.id, customer_id: author.id },
    ]);
    expect((await call(createReview, '/api/review/create?token=forged', { body: { review } })).status).toBe(401);
  });
});
