/** @jest-environment ./jest.env.jsdom.js */
import 'fake-indexeddb/auto';
import type { ApiAnswer } from '@/lib/api/http';
import type { CustomerProfile } from '@/lib/domain/customer-account';
import type { NotificationInput } from '@/lib/domain/notifications';
import { StorefrontDatabase } from '@/lib/offline/db';
import { createUserStore, englishUserTexts, type SessionHooks, type UserApi } from './user-store';
import { DUPLICATE_EMAIL_MESSAGE, RESET_LINK_EXPIRED_MESSAGE, WRONG_PASSWORD_MESSAGE } from '@/lib/domain/account-failures';

const profile: CustomerProfile = { id: 1, email: 'jane@example.com', firstname: 'Jane', lastname: 'Doe', addresses: [] };
const ok = <T>(result: T, meta?: Record<string, unknown>): ApiAnswer<T> => ({ ok: true, result, ...(meta ? { meta } : {}) });
const failed = (message: string, code = 400): ApiAnswer<never> => ({ ok: false, code, message });

function json(body: unknown, status = 200) {
  return { status, headers: { get: () => 'application/json' }, json: async () => body };
}

let counter = 0;
function setup({ online = true, api: overrides = {} as Partial<UserApi>, server = (_url: string, _body: unknown): unknown => json({ code: 200, result: { ...profile, firstname: 'Janet' } }) } = {}) {
  const db = new StorefrontDatabase(`user-test-${++counter}`);
  const notifications: NotificationInput[] = [];
  const hooks: SessionHooks & { log: string[] } = {
    log: [],
    guestCartId: () => 'guest-cart',
    onLogin: (cartId) => void hooks.log.push(`login:${cartId}`),
    onProfileLoaded: (loaded) => void hooks.log.push(`profile:${loaded.email}`),
    onProfileChanged: (previous, next) => void hooks.log.push(`changed:${previous?.firstname ?? null}->${next.firstname}`),
    onLogout: () => void hooks.log.push('logout'),
    openAuthModal: () => void hooks.log.push('modal'),
    resetTokenLocks: () => void hooks.log.push('reset-locks'),
  };
  const api: UserApi = {
    login: jest.fn(async () => ok({ token: 'access-1', refreshToken: 'refresh-1', cartId: 'customer-cart' })),
    register: jest.fn(async () => ok({ id: 1 })),
    fetchProfile: jest.fn(async () => ok(profile)),
    fetchOrderHistory: jest.fn(async () => ok({ items: [], total_count: 0 })),
    changePassword: jest.fn(async () => ok(true)),
    requestPasswordReset: jest.fn(async () => ok(true)),
    createPassword: jest.fn(async () => ok(true)),
    refreshSession: jest.fn(async () => ({ token: 'access-2', refreshToken: 'refresh-2' })),
    ...overrides,
  } as UserApi;
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => server(url, init?.body ? JSON.parse(init.body as string) : undefined));
  const session = createUserStore('default', {
    db: () => db,
    notify: (notification) => notifications.push(notification),
    api,
    hooks,
    isOnline: () => online,
    fetch: fetchMock as unknown as typeof fetch,
  });
  return { ...session, api, hooks, notifications, fetchMock, messages: () => notifications.map((entry) => entry.message) };
}

describe('user store', () => {
  it('login stores the tokens, resets the locks, connects the cart and loads profile and orders', async () => {
    const { store, api, hooks } = setup();
    expect(await store.getState().login('jane@example.com', 'Secret-Pass1')).toBeNull();
    expect(api.login).toHaveBeenCalledWith('jane@example.com', 'Secret-Pass1', 'guest-cart');
    expect(store.getState()).toMatchObject({ token: 'access-1', refreshToken: 'refresh-1', current: profile, orders: { items: [], total_count: 0 } });
    expect(hooks.log).toEqual(['reset-locks', 'login:customer-cart', 'profile:jane@example.com']);
  });

  it('a failed login clears the user and answers the server message', async () => {
    const { store } = setup({ api: { login: jest.fn(async () => failed('You did not sign in correctly or your account is temporarily disabled.', 401)) } });
    store.setState({ current: profile });
    expect(await store.getState().login('jane@example.com', 'wrong')).toEqual({ code: 401, message: 'You did not sign in correctly or your account is temporarily disabled.' });
    expect(store.getState().current).toBeNull();
  });

  it('register answers the duplicate e-mail message without logging in', async () => {
    const duplicate = 'A customer with the same email already exists in an associated website.';
    const { store, api } = setup({ api: { register: jest.fn(async () => failed(duplicate)) } });
    expect(await store.getState().register({ email: 'jane@example.com', firstname: 'Jane', lastname: 'Doe', password: 'Secret-Pass1' })).toEqual({ code: 400, message: duplicate });
    expect(api.login).not.toHaveBeenCalled();
  });

  it("logout clears the user, runs the hooks and says You're logged out (not when silent)", async () => {
    const { store, hooks, messages } = setup();
    await store.getState().login('jane@example.com', 'Secret-Pass1');
    await store.getState().logout();
    expect(store.getState()).toMatchObject({ token: null, refreshToken: null, current: null, orders: null });
    expect(hooks.log).toContain('logout');
    expect(messages()).toEqual(["You're logged out"]);
    await store.getState().logout({ silent: true });
    expect(messages()).toEqual(["You're logged out"]);
  });

  it('a call on behalf of the shopper (a review) goes with the customer token, refreshed once on a 401, or as a guest', async () => {
    const { store, api } = setup();
    const guest = jest.fn(async (token: string | null) => ok(token));
    expect(await store.getState().asShopper(guest)).toEqual(ok(null));
    store.setState({ token: 'access-1', refreshToken: 'refresh-1' });
    const review = jest.fn(async (token: string | null) => (token === 'access-2' ? ok(token) : failed('expired', 401)));
    expect(await store.getState().asShopper(review)).toEqual(ok('access-2'));
    expect(review.mock.calls.map(([token]) => token)).toEqual(['access-1', 'access-2']);
    expect(api.refreshSession).toHaveBeenCalledTimes(1);
  });

  it('a 401 refreshes the token once and repeats the call', async () => {
    const fetchProfile = jest.fn(async (token: string) => (token === 'access-2' ? ok(profile) : failed('expired', 401)));
    const { store, api } = setup({ api: { fetchProfile } });
    store.setState({ token: 'access-1', refreshToken: 'refresh-1' });
    await store.getState().startSession();
    expect(api.refreshSession).toHaveBeenCalledTimes(1);
    expect(store.getState()).toMatchObject({ token: 'access-2', refreshToken: 'refresh-2', current: profile });
  });

  it('a failed refresh logs out silently and opens the login modal', async () => {
    const { store, hooks, messages } = setup({ api: { fetchProfile: jest.fn(async () => failed('expired', 401)), refreshSession: jest.fn(async () => null) } });
    store.setState({ token: 'access-1', refreshToken: 'refresh-1' });
    await store.getState().startSession();
    // The logout runs in the background of the refused refresh; a busy machine needs more than one tick.
    for (let waited = 0; waited < 2000 && !(hooks.log.includes('logout') && hooks.log.includes('modal')); waited += 10) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(hooks.log).toEqual(expect.arrayContaining(['logout', 'modal']));
    expect(store.getState().token).toBeNull();
    expect(messages()).toEqual([]);
  });

  it('profile updates are queued tasks; 200 updates the profile and says so', async () => {
    const { store, fetchMock, messages, hooks } = setup();
    await store.getState().login('jane@example.com', 'Secret-Pass1');
    expect(await store.getState().updateProfile({ firstname: 'Janet' })).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/user/me?token=access-1');
    expect(JSON.parse(init.body as string)).toEqual({ customer: { firstname: 'Janet', lastname: 'Doe', email: 'jane@example.com', addresses: [] } });
    expect(store.getState().current?.firstname).toBe('Janet');
    expect(messages()).toEqual([englishUserTexts.profileUpdated]);
    // The checkout's details follow the saved profile (they were prefilled with the old name at login).
    expect(hooks.log.at(-1)).toBe('changed:Jane->Janet');
  });

  it("an e-mail change to another customer's address is told in the page's language", async () => {
    const { store, messages } = setup({ server: () => json({ code: 400, result: DUPLICATE_EMAIL_MESSAGE }, 400) });
    store.getState().setTexts({ ...englishUserTexts, emailInUse: 'E-Mail-Adresse schon vergeben' });
    await store.getState().login('jane@example.com', 'Secret-Pass1');
    expect(await store.getState().updateProfile({ email: 'taken@example.com' })).toBe(false);
    expect(messages()).toEqual(['E-Mail-Adresse schon vergeben']);
  });

  it('offline: a profile update stays queued', async () => {
    const { store, fetchMock } = setup({ online: false });
    await store.getState().login('jane@example.com', 'Secret-Pass1');
    expect(await store.getState().updateProfile({ firstname: 'Janet' })).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('change password: success message then automatic login; failure shows the server errorMessage', async () => {
    const { store, api, messages } = setup();
    await store.getState().login('jane@example.com', 'Secret-Pass1');
    expect(await store.getState().changePassword('Secret-Pass1', 'Other-Pass2')).toBe(true);
    expect(messages()).toEqual(['Password has successfully been changed']);
    expect(api.login).toHaveBeenLastCalledWith('jane@example.com', 'Other-Pass2', 'guest-cart');

    const failing = setup({ api: { changePassword: jest.fn(async () => failed('The password does not match this account.')) } });
    await failing.store.getState().login('jane@example.com', 'Secret-Pass1');
    expect(await failing.store.getState().changePassword('wrong', 'Other-Pass2')).toBe(false);
    expect(failing.messages()).toEqual(['The password does not match this account.']);
  });

  it("a wrong current password and an expired reset link are told in the page's language", async () => {
    const { store, messages } = setup({
      api: {
        changePassword: jest.fn(async () => failed(WRONG_PASSWORD_MESSAGE)),
        createPassword: jest.fn(async () => failed(RESET_LINK_EXPIRED_MESSAGE)),
      },
    });
    store.getState().setTexts({ ...englishUserTexts, wrongPassword: 'Passwort falsch', resetLinkExpired: 'Link abgelaufen' });
    await store.getState().login('jane@example.com', 'Secret-Pass1');
    expect(await store.getState().changePassword('wrong', 'Other-Pass2')).toBe(false);
    expect(await store.getState().createPassword('jane@example.com', 'old-token', 'Other-Pass2')).toBe(false);
    expect(messages()).toEqual(['Passwort falsch', 'Link abgelaufen']);

    const unreachable = setup({
      api: {
        changePassword: jest.fn(async () => failed('Unexpected authorization error. Check your Network conection.', 0)),
        createPassword: jest.fn(async () => failed("The shop's database is not available.", 503)),
      },
    });
    unreachable.store.getState().setTexts({ ...englishUserTexts, offline: 'Shop nicht erreichbar', unavailable: 'Gerade nicht möglich' });
    await unreachable.store.getState().login('jane@example.com', 'Secret-Pass1');
    expect(await unreachable.store.getState().changePassword('Secret-Pass1', 'Other-Pass2')).toBe(false);
    expect(await unreachable.store.getState().createPassword('jane@example.com', 'token', 'Other-Pass2')).toBe(false);
    expect(unreachable.messages()).toEqual(['Shop nicht erreichbar', 'Gerade nicht möglich']);
  });

  it('reset password: offline message, failure message', async () => {
    const offline = setup({ online: false });
    expect(await offline.store.getState().requestPasswordReset('jane@example.com')).toBe(false);
    expect(offline.messages()).toEqual(['Reset password feature does not work while offline!']);
    expect(offline.api.requestPasswordReset).not.toHaveBeenCalled();

    const failing = setup({ api: { requestPasswordReset: jest.fn(async () => failed('mail down', 500)) } });
    expect(await failing.store.getState().requestPasswordReset('jane@example.com')).toBe(false);
    // The mailed link opens the reset page of this store view.
    expect(failing.api.requestPasswordReset).toHaveBeenCalledWith('jane@example.com', 'default');
    expect(failing.messages()).toEqual(['Error while sending reset password e-mail']);
  });

  it('create password from the mailed link logs in with the new password', async () => {
    const { store, api, messages } = setup();
    expect(await store.getState().createPassword('jane@example.com', 'reset-token', 'Other-Pass2')).toBe(true);
    expect(api.createPassword).toHaveBeenCalledWith('jane@example.com', 'reset-token', 'Other-Pass2');
    expect(api.login).toHaveBeenCalledWith('jane@example.com', 'Other-Pass2', 'guest-cart');
    expect(messages()).toEqual(['Password has successfully been changed']);
  });

  it('the session is restored from IndexedDB', async () => {
    const db = new StorefrontDatabase(`user-restore-${++counter}`);
    const changes: [CustomerProfile | null, CustomerProfile][] = [];
    await db.state.put({ key: 'default:user', value: JSON.stringify({ state: { token: 't', refreshToken: 'r', current: profile, orders: null }, version: 0 }), updatedAt: 0 });
    const { store } = createUserStore('default', {
      db: () => db,
      notify: () => {},
      api: setup().api,
      hooks: { guestCartId: () => null, onLogin: () => {}, onProfileLoaded: () => {}, onProfileChanged: (previous, next) => void changes.push([previous, next]), onLogout: () => {}, openAuthModal: () => {}, resetTokenLocks: () => {} },
      isOnline: () => true,
    });
    await store.getState().startSession();
    expect(store.getState()).toMatchObject({ isLoaded: true, token: 't', current: profile });
    // The profile read again at the start (changed on another device, say) reaches the checkout with the stored one.
    expect(changes).toEqual([[profile, profile]]);
  });
});
