'use client';

import { createStore, type StoreApi } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import { writeShopperSummary } from '@/lib/offline/write-shopper-summary';
import * as userApi from '@/lib/api/user';
import type { ApiAnswer } from '@/lib/api/http';
import { DUPLICATE_EMAIL_MESSAGE, RESET_LINK_EXPIRED_MESSAGE, unreachableText, WRONG_PASSWORD_MESSAGE } from '@/lib/domain/account-failures';
import type { OrderHistory, Registration } from '@/lib/api/user';
import { PROFILE_UPDATED, isUserTask, profileSchema, updateProfileTask } from '@/lib/api/user';
import { profileUpdate, type CustomerProfile } from '@/lib/domain/customer-account';
import type { NotificationInput } from '@/lib/domain/notifications';
import { isSuccess, type SyncTask } from '@/lib/domain/sync-task';
import { openAheadOfChange, storefrontDb, type StorefrontDatabase } from '@/lib/offline/db';
import { shopStatePersistence } from '@/lib/offline/dexie-storage';
import { createSyncQueue, type SyncQueue } from '@/lib/offline/sync-queue';
import { createTokenLock, type TokenLock } from '@/lib/offline/token-lock';

/** A failed account call as the API answered it. */
interface AccountFailure {
  code: number;
  message: string;
}

/** Texts of spec §4/§8 the session shows; the account island passes the translated ones. */
export interface UserTexts {
  loggedOut: string;
  profileUpdated: string;
  passwordChanged: string;
  resetOffline: string;
  resetFailed: string;
  /** A reset link whose token is wrong or expired (lib/domain/account-failures.ts). */
  resetLinkExpired: string;
  /** A password change whose current password is wrong. */
  wrongPassword: string;
  /** An e-mail change to an address another customer has. */
  emailInUse: string;
  /** A call that did not reach the shop, or that the shop could not answer (lib/domain/account-failures.ts). */
  offline: string;
  unavailable: string;
}

export const englishUserTexts: UserTexts = {
  loggedOut: "You're logged out",
  profileUpdated: 'Account data has successfully been updated',
  passwordChanged: 'Password has successfully been changed',
  resetOffline: 'Reset password feature does not work while offline!',
  resetFailed: 'Error while sending reset password e-mail',
  resetLinkExpired: RESET_LINK_EXPIRED_MESSAGE,
  wrongPassword: WRONG_PASSWORD_MESSAGE,
  emailInUse: DUPLICATE_EMAIL_MESSAGE,
  offline: 'The shop cannot be reached. Check your connection and try again.',
  unavailable: 'The shop could not do this just now. Please try again in a moment.',
};

/** A failed password change or new password as the shopper reads it: the store's texts for what it knows, else the API's message. */
function passwordFailureMessage(failure: AccountFailure, texts: UserTexts): string {
  const unreachable = unreachableText(failure);
  if (unreachable) return texts[unreachable];
  if (failure.code === 400 && failure.message === WRONG_PASSWORD_MESSAGE) return texts.wrongPassword;
  if (failure.code === 400 && failure.message === RESET_LINK_EXPIRED_MESSAGE) return texts.resetLinkExpired;
  return failure.message;
}

/** How the session reaches the cart and the rest of the shop (wired in components/account/session-wiring.ts). */
export interface SessionHooks {
  guestCartId: () => string | null;
  /** After login: the customer's cart id (the guest cart merged into it), or null. */
  onLogin: (cartId: string | null) => void | Promise<void>;
  /** After login, once the profile is loaded (checkout prefills personal details and the default address). */
  onProfileLoaded: (profile: CustomerProfile) => void | Promise<void>;
  /** The profile was saved (My account) or read again at the session's start: the checkout's details follow it. */
  onProfileChanged: (previous: CustomerProfile | null, next: CustomerProfile) => void | Promise<void>;
  /** Logout: clear cart, wishlist, compare, checkout details. */
  onLogout: () => void | Promise<void>;
  /** Token refresh failed: the signup/login modal. */
  openAuthModal: () => void;
  /** A new login: every token lock back to normal. */
  resetTokenLocks: () => void;
}

export type UserApi = Pick<
  typeof userApi,
  'login' | 'register' | 'fetchProfile' | 'fetchOrderHistory' | 'changePassword' | 'requestPasswordReset' | 'createPassword' | 'refreshSession'
>;

export interface UserDependencies {
  db: () => StorefrontDatabase;
  notify: (notification: NotificationInput) => void;
  api: UserApi;
  hooks: SessionHooks;
  isOnline?: () => boolean;
  fetch?: typeof fetch;
}

export interface UserState {
  token: string | null;
  refreshToken: string | null;
  current: CustomerProfile | null;
  orders: OrderHistory | null;
  ordersPage: number;
  /** Restored from IndexedDB: before that the UI must not say the shopper is logged out. */
  isLoaded: boolean;
  texts: UserTexts;
  setTexts: (texts: UserTexts) => void;
  /** Spec §4 User session: restore, then with a token fetch profile and order history. */
  startSession: () => Promise<void>;
  /** null when logged in, else the API's failure (its code and message). */
  login: (email: string, password: string) => Promise<AccountFailure | null>;
  register: (registration: Registration) => Promise<AccountFailure | null>;
  logout: (options?: { silent?: boolean }) => Promise<void>;
  /** Queued; true when the server answered 200. */
  updateProfile: (changes: Parameters<typeof profileUpdate>[1]) => Promise<boolean>;
  loadOrders: (page: number) => Promise<void>;
  changePassword: (currentPassword: string, newPassword: string) => Promise<boolean>;
  requestPasswordReset: (email: string) => Promise<boolean>;
  createPassword: (email: string, resetToken: string, newPassword: string) => Promise<boolean>;
  /** Shared by every token lock: one refresh at a time, the rotated tokens stored. */
  refreshTokens: () => Promise<string | null>;
  /** A call on the shopper's behalf: with the customer's token (refreshed once on a 401) when logged in, else as a guest. */
  asShopper: <T>(request: (token: string | null) => Promise<ApiAnswer<T>>) => Promise<ApiAnswer<T>>;
}

export type UserStore = StoreApi<UserState>;

const loggedOutState = { token: null, refreshToken: null, current: null, orders: null, ordersPage: 1 };

/** What the session keeps in IndexedDB. */
const persistedUser = (state: UserState) => ({ token: state.token, refreshToken: state.refreshToken, current: state.current, orders: state.orders });

export function createUserStore(
  storeCode: string,
  deps: UserDependencies,
): { store: UserStore; queue: SyncQueue; tokenLock: TokenLock; /** Resolves once the session has been read from storage. */ loaded: Promise<void> } {
  let markLoaded: () => void = () => {};
  const loaded = new Promise<void>((resolve) => (markLoaded = resolve));
  const isOnline = deps.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);

  const store = createStore<UserState>()(
    persist(
      (set, get) => {
        const binding: SessionBinding = { storeCode, get, set, loaded, deps, isOnline, tokenLock: () => tokenLock, queue: () => queue };
        const calls = sessionCalls(binding);
        return {
          ...loggedOutState,
          isLoaded: false,
          texts: englishUserTexts,
          setTexts: (next) => set({ texts: next }),
          ...sessionActions(binding, calls),
          ...accountActions(binding, calls),
        };
      },
      {
        name: `${storeCode}:user`,
        ...shopStatePersistence({ database: deps.db, partialize: persistedUser, initialState: (): UserState => store.getInitialState() }),
        // Loaded is set while restoring, not by a setState that persist would write back (see cart-store.ts).
        merge: (persisted, current) => ({ ...current, ...(persisted as Partial<UserState> | undefined), isLoaded: true }),
        onRehydrateStorage: () => () => markLoaded(),
      },
    ),
  );

  /** Spec §4 User token lock: a failed refresh logs out silently and opens the login modal. */
  const onBlocked = () => {
    void store.getState().logout({ silent: true });
    deps.hooks.openAuthModal();
  };
  const tokenLock = createTokenLock(() => store.getState().refreshTokens(), onBlocked);
  const queue = createProfileQueue(store, deps, tokenLock, isOnline);

  // The header's account state on the next page's first paint, before this store loads (ADR 0019).
  store.subscribe((state) => {
    if (state.isLoaded) writeShopperSummary(storeCode, { loggedIn: Boolean(state.token) });
  });

  return { store, queue, tokenLock, loaded };
}

/** What the session's actions share; the lock and queue are made right after the store, so they are read lazily. */
interface SessionBinding {
  storeCode: string;
  get: () => UserState;
  set: (partial: Partial<UserState>) => void;
  loaded: Promise<void>;
  deps: UserDependencies;
  isOnline: () => boolean;
  tokenLock: () => TokenLock;
  queue: () => SyncQueue;
}

function sessionCalls({ get, set, deps, isOnline, tokenLock }: SessionBinding) {
  /** A call with the token; on a 401 the lock refreshes once and the call is repeated. */
  async function authorized<T>(request: (token: string) => Promise<ApiAnswer<T>>): Promise<ApiAnswer<T> | null> {
    const token = get().token;
    if (!token) return null;
    const answer = await request(token);
    if (answer.ok || answer.code !== 401) return answer;
    const renewed = await tokenLock().refresh();
    return renewed ? request(renewed) : answer;
  }
  return {
    authorized,
    async loadProfile() {
      const answer = await authorized(deps.api.fetchProfile);
      if (answer?.ok) set({ current: answer.result });
    },
    async loadOrders(page: number) {
      const answer = await authorized((token) => deps.api.fetchOrderHistory(token, page));
      if (answer?.ok) set({ orders: answer.result, ordersPage: page });
    },
    /** Spec §4: password resets need the network. */
    offlineBlocked(): boolean {
      if (isOnline()) return false;
      deps.notify({ type: 'danger', message: get().texts.resetOffline });
      return true;
    },
  };
}

type SessionCalls = ReturnType<typeof sessionCalls>;

/** Restore, login, registration, logout and the token's refresh. */
function sessionActions({ get, set, loaded, deps, tokenLock, queue }: SessionBinding, calls: SessionCalls) {
  let pendingRefresh: Promise<string | null> | null = null;
  return {
    async startSession() {
      await loaded;
      if (!get().token) return;
      const previous = get().current;
      await Promise.all([calls.loadProfile(), calls.loadOrders(1)]);
      const current = get().current;
      if (current && current !== previous) await deps.hooks.onProfileChanged(previous, current);
    },

    async login(email: string, password: string) {
      openAheadOfChange(deps.db());
      await loaded;
      const answer = await deps.api.login(email, password, deps.hooks.guestCartId());
      if (!answer.ok) {
        set({ current: null, orders: null });
        return { code: answer.code, message: answer.message };
      }
      set({ token: answer.result.token, refreshToken: answer.result.refreshToken, ordersPage: 1 });
      tokenLock().reset();
      deps.hooks.resetTokenLocks();
      await deps.hooks.onLogin(answer.result.cartId);
      await Promise.all([calls.loadProfile(), calls.loadOrders(1)]);
      const profile = get().current;
      if (profile) await deps.hooks.onProfileLoaded(profile);
      return null;
    },

    async register(registration: Registration) {
      const created = await deps.api.register(registration);
      if (!created.ok) return { code: created.code, message: created.message };
      return get().login(registration.email, registration.password);
    },

    async logout(options?: { silent?: boolean }) {
      await loaded;
      set(loggedOutState);
      await queue().discardUntransmitted();
      await deps.hooks.onLogout();
      if (!options?.silent) deps.notify({ type: 'success', message: get().texts.loggedOut });
    },

    refreshTokens() {
      pendingRefresh ??= (async () => {
        const refreshToken = get().refreshToken;
        const renewed = refreshToken ? await deps.api.refreshSession(refreshToken) : null;
        if (renewed) set({ token: renewed.token, refreshToken: renewed.refreshToken ?? refreshToken });
        return renewed?.token ?? null;
      })().finally(() => (pendingRefresh = null));
      return pendingRefresh;
    },

    async asShopper<T>(request: (token: string | null) => Promise<ApiAnswer<T>>): Promise<ApiAnswer<T>> {
      await loaded;
      return (await calls.authorized(request)) ?? request(null);
    },
  };
}

/** The account page's actions: profile, order history, passwords. */
function accountActions({ storeCode, get, loaded, deps, queue }: SessionBinding, calls: SessionCalls) {
  /** After a changed or newly created password: says so and logs in with it. */
  async function logInWithNewPassword(email: string, password: string) {
    deps.notify({ type: 'success', message: get().texts.passwordChanged });
    await get().login(email, password);
    return true;
  }

  return {
    async updateProfile(changes: Parameters<typeof profileUpdate>[1]) {
      await loaded;
      const profile = get().current;
      if (!profile || !get().token) return false;
      const task = await queue().execute(updateProfileTask(profileUpdate(profile, changes)));
      return Boolean(task && isSuccess(task.resultCode));
    },

    async loadOrders(page: number) {
      await loaded;
      await calls.loadOrders(page);
    },

    async changePassword(currentPassword: string, newPassword: string) {
      if (calls.offlineBlocked()) return false;
      const email = get().current?.email;
      const answer = await calls.authorized((token) => deps.api.changePassword(token, currentPassword, newPassword));
      if (!answer?.ok || !email) {
        const message = answer && !answer.ok ? passwordFailureMessage(answer, get().texts) : get().texts.resetFailed;
        deps.notify({ type: 'danger', message, action1: { label: 'OK' } });
        return false;
      }
      return logInWithNewPassword(email, newPassword);
    },

    async requestPasswordReset(email: string) {
      if (calls.offlineBlocked()) return false;
      const answer = await deps.api.requestPasswordReset(email, storeCode);
      if (!answer.ok) deps.notify({ type: 'danger', message: get().texts.resetFailed });
      return answer.ok;
    },

    async createPassword(email: string, resetToken: string, newPassword: string) {
      if (calls.offlineBlocked()) return false;
      const answer = await deps.api.createPassword(email, resetToken, newPassword);
      if (!answer.ok) {
        deps.notify({ type: 'danger', message: passwordFailureMessage(answer, get().texts), action1: { label: 'OK' } });
        return false;
      }
      return logInWithNewPassword(email, newPassword);
    },
  };
}

/** Spec §4 Profile update: queued, its result (the saved profile) applied when the task finishes. */
function createProfileQueue(store: UserStore, deps: UserDependencies, tokenLock: TokenLock, isOnline: () => boolean): SyncQueue {
  return createSyncQueue({
    db: deps.db,
    tokenLock,
    cartId: () => null,
    token: () => store.getState().token,
    isOnline,
    fetch: deps.fetch,
    owns: isUserTask,
    notifyError: (message) => {
      const { texts } = store.getState();
      deps.notify({ type: 'danger', message: message === DUPLICATE_EMAIL_MESSAGE ? texts.emailInUse : message, action1: { label: 'OK' } });
    },
    async onTaskDone(task: SyncTask) {
      if (task.callback_event !== PROFILE_UPDATED || !isSuccess(task.resultCode)) return;
      const profile = profileSchema.safeParse(task.result);
      if (profile.success) {
        const previous = store.getState().current;
        store.setState({ current: profile.data as CustomerProfile });
        await deps.hooks.onProfileChanged(previous, profile.data as CustomerProfile);
      }
      deps.notify({ type: 'success', message: store.getState().texts.profileUpdated });
    },
  });
}

const stores = new Map<string, ReturnType<typeof createUserStore>>();

/** The session of a store view (persisted as `{storeCode}:user`); hooks are given on first use. */
export function userSessionFor(storeCode: string, notify: UserDependencies['notify'], hooks: SessionHooks) {
  let session = stores.get(storeCode);
  if (!session) {
    session = createUserStore(storeCode, { db: storefrontDb, notify, api: userApi, hooks });
    stores.set(storeCode, session);
  }
  return session;
}
