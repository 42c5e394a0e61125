import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { POST as signIn } from '@/app/admin/session/route';
import { POST as invite } from '@/app/admin/staff/invite/route';
import { POST as accept } from '@/app/admin/invite/accept/route';
import { POST as changePassword } from '@/app/admin/account/password/route';
import { POST as staffActive } from '@/app/admin/staff/active/route';
import { listAudit, recordAudit } from '@/lib/server/admin/audit';
import { createStaff } from '@/lib/server/admin/staff-accounts';
import { openInvitation } from '@/lib/server/admin/staff-invitations';
import { setDatabase, type Database } from '@/lib/server/db/client';
import { createTestDatabase } from './support/test-database';
import { rows, uniqueAddress, uniqueEmail } from './support/commerce';

jest.setTimeout(180_000);

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  setDatabase(database);
});
afterAll(async () => {
  setDatabase(undefined);
  await database.close();
});
const db = () => database.db;

const ORIGIN = 'http://localhost';
const PASSWORD = 'staff-Password-42';

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** A form post as a browser sends it from the back office (Origin of the shop) unless told otherwise. */
async function post(handler: Handler, path: string, fields: Record<string, string>, options: { cookie?: string; origin?: string | null; address?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': options.address ?? uniqueAddress() };
  if (options.origin !== null) headers.origin = options.origin ?? ORIGIN;
  if (options.cookie) headers.cookie = options.cookie;
  const response = await handler(new Request(new URL(path, ORIGIN), { method: 'POST', headers, body: new URLSearchParams(fields) }), { params: Promise.resolve({}) });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

async function signInAs(email: string, password = PASSWORD) {
  const response = await post(signIn as Handler, '/admin/session', { email, password });
  return { status: response.status, cookie: (response.headers.get('set-cookie') ?? '').split(';')[0]! };
}

async function staffSession(role: 'owner' | 'staff' = 'owner') {
  const email = uniqueEmail(role);
  const member = await createStaff(db(), { email, password: PASSWORD, role });
  const { status, cookie } = await signInAs(email);
  expect(status).toBe(303);
  return { member, email, cookie };
}

const count = async (table: 'staff' | 'staff_invitations' | 'admin_audit' | 'outbound_mail', email?: string) => {
  const column = table === 'outbound_mail' ? sql.raw('to_address') : sql.raw('email');
  const query =
    table === 'admin_audit'
      ? sql`SELECT count(*)::int AS n FROM admin_audit`
      : email
        ? sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE ${column} = ${email}`
        : sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`;
  return (await rows<{ n: number }>(db(), query))[0]!.n;
};

const linkOf = (html: string) => /value="(http:\/\/localhost\/admin\/invite\/([\w-]{43}))"/.exec(html);

async function invited(owner: { cookie: string }, role: 'owner' | 'staff' = 'staff', email = uniqueEmail('invitee')) {
  const response = await post(invite as Handler, '/admin/staff/invite', { email, role }, { cookie: owner.cookie });
  expect(response.status).toBe(200);
  // The page with the link is never stored, indexed, or referred to.
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  const link = linkOf(response.text);
  expect(link).not.toBeNull();
  return { email, link: link![1]!, token: link![2]!, page: response.text };
}

const acceptWith = (token: string, password = 'invitee-Password-1', confirm = password) => post(accept as Handler, '/admin/invite/accept', { token, password, confirm });

describe('inviting staff', () => {
  it('mails a single-use link, shows it once to the owner, and audits the invitation', async () => {
    const owner = await staffSession('owner');
    const { email, link, token, page } = await invited(owner, 'staff');
    expect(page).toContain(`${email} is invited as staff`);
    const [invitation] = await rows<{ token_hash: string; expires_at: Date; role: string }>(db(), sql`SELECT token_hash, expires_at, role FROM staff_invitations WHERE email = ${email}`);
    expect(invitation!.token_hash).not.toContain(token);
    expect(invitation!.role).toBe('staff');
    const hours = (new Date(invitation!.expires_at).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);
    const mails = await rows<{ kind: string; subject: string; text_body: string }>(db(), sql`SELECT kind, subject, text_body FROM outbound_mail WHERE to_address = ${email}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.kind).toBe('staff-invitation');
    expect(mails[0]!.text_body).toContain(link);
    expect(mails[0]!.text_body).toContain(owner.email);
    const audit = await listAudit(db(), { actor: owner.email, entity: 'staff-invitation' }, 1);
    expect(audit.entries.map((entry) => [entry.action, entry.changes])).toEqual([['invite', { email: { from: null, to: email }, role: { from: null, to: 'staff' } }]]);
    expect(await openInvitation(db(), token)).toMatchObject({ email, role: 'staff' });
  });

  it('lets the invitee set their password once and sign in with the role they were given', async () => {
    const owner = await staffSession('owner');
    const { email, token } = await invited(owner, 'owner');
    const accepted = await acceptWith(token);
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('cache-control')).toBe('private, no-store');
    expect(accepted.headers.get('location')).toMatch(/^\/admin\/login\?notice=/);
    const { status, cookie } = await signInAs(email, 'invitee-Password-1');
    expect(status).toBe(303);
    // An owner now: they may invite in turn.
    expect((await post(invite as Handler, '/admin/staff/invite', { email: uniqueEmail('second'), role: 'staff' }, { cookie })).status).toBe(200);

    const again = await acceptWith(token, 'another-Password-2');
    expect(again.status).toBe(410);
    expect(again.text).toContain('used already');
    expect(await count('staff', email)).toBe(1);
    expect((await signInAs(email, 'another-Password-2')).status).toBe(401);
    const audit = await listAudit(db(), { actor: email, entity: 'staff' }, 1);
    expect(audit.entries.map((entry) => entry.action)).toEqual(['accept invitation']);
  });

  it('makes one account of one link posted twice at once', async () => {
    const owner = await staffSession('owner');
    const { email, token } = await invited(owner);
    const statuses = (await Promise.all([acceptWith(token, 'first-Password-11'), acceptWith(token, 'second-Password-22')])).map((answer) => answer.status).sort();
    expect(statuses).toEqual([303, 410]);
    expect(await count('staff', email)).toBe(1);
  });

  it('refuses an expired link (410) and writes nothing', async () => {
    const owner = await staffSession('owner');
    const { email, token } = await invited(owner);
    await db().execute(sql`UPDATE staff_invitations SET expires_at = now() - interval '1 second' WHERE email = ${email}`);
    const answer = await acceptWith(token);
    expect(answer.status).toBe(410);
    expect(answer.text).toContain('This invitation has expired');
    expect(await count('staff', email)).toBe(0);
    expect((await rows<{ accepted_at: Date | null }>(db(), sql`SELECT accepted_at FROM staff_invitations WHERE email = ${email}`))[0]!.accepted_at).toBeNull();
  });

  it('makes the older link useless when the same e-mail is invited again', async () => {
    const owner = await staffSession('owner');
    const first = await invited(owner);
    const second = await invited(owner, 'staff', first.email);
    expect((await acceptWith(first.token)).status).toBe(404);
    expect((await acceptWith(second.token)).status).toBe(303);
    const audit = await listAudit(db(), { actor: owner.email, entity: 'staff-invitation' }, 1);
    expect(audit.entries.map((entry) => entry.action)).toEqual(['invite again', 'invite']);
  });

  it('refuses bad passwords, an unknown link and a form from another site, and writes nothing', async () => {
    const owner = await staffSession('owner');
    const { email, token } = await invited(owner);
    const short = await acceptWith(token, 'short', 'short');
    expect(short.status).toBe(400);
    expect(short.text).toContain('at least 12 characters');
    const differ = await acceptWith(token, 'invitee-Password-1', 'invitee-Password-2');
    expect(differ.status).toBe(400);
    expect(differ.text).toContain('The two passwords differ.');
    expect((await acceptWith('x'.repeat(43))).status).toBe(404);
    expect((await acceptWith('not a token')).status).toBe(400);
    const forged = await post(accept as Handler, '/admin/invite/accept', { token, password: 'invitee-Password-1', confirm: 'invitee-Password-1' }, { origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect(await count('staff', email)).toBe(0);
    expect((await acceptWith(token)).status).toBe(303);
  });

  it('refuses an e-mail that has an account (409), a bad role or e-mail (400), and writes nothing', async () => {
    const owner = await staffSession('owner');
    const existing = await staffSession('staff');
    const before = { invitations: await count('staff_invitations'), audit: await count('admin_audit'), mails: await count('outbound_mail') };
    const duplicate = await post(invite as Handler, '/admin/staff/invite', { email: existing.email.toUpperCase(), role: 'staff' }, { cookie: owner.cookie });
    expect(duplicate.status).toBe(409);
    expect(duplicate.text).toContain(`${existing.email} has a staff account already.`);
    const role = await post(invite as Handler, '/admin/staff/invite', { email: uniqueEmail('role'), role: 'admin' }, { cookie: owner.cookie });
    expect(role.status).toBe(400);
    expect(role.text).toContain('Role is owner or staff');
    expect((await post(invite as Handler, '/admin/staff/invite', { email: 'not-an-email', role: 'staff' }, { cookie: owner.cookie })).status).toBe(400);
    expect((await post(invite as Handler, '/admin/staff/invite', { role: 'staff' }, { cookie: owner.cookie })).status).toBe(400);
    expect({ invitations: await count('staff_invitations'), audit: await count('admin_audit'), mails: await count('outbound_mail') }).toEqual(before);
  });

  it('is for owners only, from the back office only (403, 401), and writes nothing', async () => {
    const owner = await staffSession('owner');
    const clerk = await staffSession('staff');
    const email = uniqueEmail('refused');
    expect((await post(invite as Handler, '/admin/staff/invite', { email, role: 'staff' }, { cookie: clerk.cookie })).status).toBe(403);
    expect((await post(invite as Handler, '/admin/staff/invite', { email, role: 'staff' }, { cookie: owner.cookie, origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(invite as Handler, '/admin/staff/invite', { email, role: 'staff' }, { cookie: owner.cookie, origin: null })).status).toBe(403);
    expect((await post(invite as Handler, '/admin/staff/invite', { email, role: 'staff' })).status).toBe(401);
    expect(await count('staff_invitations', email)).toBe(0);
    expect(await count('outbound_mail', email)).toBe(0);
  });
});

describe('changing one\'s own password', () => {
  const change = (cookie: string, current: string, password: string, confirm = password, options: { origin?: string | null; address?: string } = {}) =>
    post(changePassword as Handler, '/admin/account/password', { current, password, confirm }, { cookie, ...options });

  it('ends every session of the account, this one too, and audits the change', async () => {
    const clerk = await staffSession('staff');
    const other = await signInAs(clerk.email);
    const answer = await change(clerk.cookie, PASSWORD, 'changed-Password-9');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toMatch(/^\/admin\/login\?notice=/);
    expect(answer.headers.get('set-cookie')).toMatch(/^admin_session=; Path=\/admin; Max-Age=0/);
    for (const cookie of [clerk.cookie, other.cookie]) expect((await change(cookie, 'changed-Password-9', 'third-Password-99')).status).toBe(401);
    expect((await signInAs(clerk.email)).status).toBe(401);
    expect((await signInAs(clerk.email, 'changed-Password-9')).status).toBe(303);
    const audit = await listAudit(db(), { actor: clerk.email }, 1);
    expect(audit.entries.map((entry) => [entry.entity, entry.entityKey, entry.action, entry.changes])).toEqual([
      ['staff', String(clerk.member.id), 'change password', { sessions: { from: 2, to: 0 } }],
    ]);
    expect(JSON.stringify(audit.entries)).not.toContain('changed-Password-9');
  });

  it('refuses a wrong current password, a short or mistyped new one, another site; the sessions stay', async () => {
    const clerk = await staffSession('staff');
    const wrong = await change(clerk.cookie, 'not-the-Password-1', 'changed-Password-9');
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain('The current password is not right.');
    expect((await change(clerk.cookie, PASSWORD, 'short')).status).toBe(400);
    const differ = await change(clerk.cookie, PASSWORD, 'changed-Password-9', 'changed-Password-8');
    expect(differ.status).toBe(400);
    expect(differ.text).toContain('The two new passwords differ.');
    expect((await change(clerk.cookie, PASSWORD, PASSWORD)).status).toBe(400);
    expect((await change(clerk.cookie, PASSWORD, 'changed-Password-9', undefined, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await signInAs(clerk.email)).status).toBe(303);
    expect(await listAudit(db(), { actor: clerk.email }, 1)).toMatchObject({ total: 0 });
  });

  it('throttles wrong current passwords like the sign-in (429), which then refuses too', async () => {
    const clerk = await staffSession('staff');
    const address = uniqueAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) statuses.push((await change(clerk.cookie, `wrong-Password-${attempt}`, 'changed-Password-9', undefined, { address })).status);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.at(-1)).toBe(429);
    const signInAgain = await post(signIn as Handler, '/admin/session', { email: clerk.email, password: PASSWORD }, { address });
    expect(signInAgain.status).toBe(429);
  });
});

describe('the audit log', () => {
  it('lists entries newest first, 50 a page, filtered by who, which record and when', async () => {
    const owner = await staffSession('owner');
    const clerk = await staffSession('staff');
    await post(staffActive as Handler, '/admin/staff/active', { id: String(clerk.member.id), active: 'false' }, { cookie: owner.cookie });
    await post(staffActive as Handler, '/admin/staff/active', { id: String(clerk.member.id), active: 'true' }, { cookie: owner.cookie });
    const mine = await listAudit(db(), { actor: owner.email }, 1);
    expect(mine.entries.map((entry) => [entry.entity, entry.entityKey, entry.action])).toEqual([
      ['staff', String(clerk.member.id), 'reactivate'],
      ['staff', String(clerk.member.id), 'deactivate'],
    ]);
    expect((await listAudit(db(), { entity: 'staff', key: String(clerk.member.id) }, 1)).total).toBe(2);
    expect((await listAudit(db(), { actor: owner.email, entity: 'product' }, 1)).total).toBe(0);

    const today = new Date().toISOString().slice(0, 10);
    expect((await listAudit(db(), { actor: owner.email, from: today, to: today }, 1)).total).toBe(2);
    expect((await listAudit(db(), { actor: owner.email, to: '2020-01-01' }, 1)).total).toBe(0);
    expect((await listAudit(db(), { actor: owner.email, from: '2999-01-01' }, 1)).total).toBe(0);

    for (let index = 0; index < 53; index++) {
      await recordAudit(db(), owner.member, { entity: 'product', key: `SKU-${index}`, action: 'update', changes: { price: { from: index, to: index + 1 } } });
    }
    const first = await listAudit(db(), { actor: owner.email }, 1);
    const second = await listAudit(db(), { actor: owner.email }, 2);
    expect(first.total).toBe(55);
    expect(first.entries).toHaveLength(50);
    expect(second.entries).toHaveLength(5);
    const all = [...first.entries, ...second.entries];
    expect(new Set(all.map((entry) => entry.id)).size).toBe(55);
    expect(all[0]!.entityKey).toBe('SKU-52');
    expect(all.at(-1)!.action).toBe('deactivate');
    const order = all.map((entry) => [entry.createdAt.getTime(), entry.id] as const);
    expect(order).toEqual([...order].sort((a, b) => b[0] - a[0] || b[1] - a[1]));
    expect((await listAudit(db(), { actor: owner.email, entity: 'product', key: 'SKU-7' }, 1)).entries.map((entry) => entry.changes)).toEqual([{ price: { from: 7, to: 8 } }]);
  });
});

describe('hostile form input', () => {
  it('never answers 5xx to the invitation, acceptance and password forms, signed in or not', async () => {
    const owner = await staffSession('owner');
    const { token } = await invited(owner);
    const hostile = fc.oneof(
      fc.string(),
      fc.constantFrom('', 'owner', 'staff', 'admin', '\u0000', '\ud800', '__proto__', 'a@b.c', 'x'.repeat(300), token, PASSWORD, 'long-enough-Password-1'),
    );
    const form = fc.dictionary(fc.constantFrom('email', 'role', 'token', 'password', 'confirm', 'current'), hostile);
    const endpoints: [Handler, string][] = [
      [invite as Handler, '/admin/staff/invite'],
      [accept as Handler, '/admin/invite/accept'],
      [changePassword as Handler, '/admin/account/password'],
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...endpoints), form, fc.boolean(), async ([handler, path], fields, signedIn) => {
        const response = await post(handler, path, fields, { cookie: signedIn ? owner.cookie : undefined });
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 40) },
    );
  });
});
