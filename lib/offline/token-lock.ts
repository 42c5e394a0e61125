/** Spec §4 User token lock: 0 normal, 1 refreshing, -1 blocked; a refresh is tried once and shared by all waiters. */
import { TOKEN_LOCK, type TokenLockState } from '@/lib/domain/sync-task';

export interface TokenLock {
  state(): TokenLockState;
  /** The new access token, or null when the refresh failed (the lock is then blocked). */
  refresh(): Promise<string | null>;
  /** After a new login: back to normal. */
  reset(): void;
}

export function createTokenLock(refreshToken: () => Promise<string | null>, onBlocked: () => void = () => {}): TokenLock {
  let state: TokenLockState = TOKEN_LOCK.normal;
  let pending: Promise<string | null> | null = null;
  return {
    state: () => state,
    refresh() {
      if (state === TOKEN_LOCK.blocked) return Promise.resolve(null);
      pending ??= (async () => {
        state = TOKEN_LOCK.refreshing;
        let token: string | null = null;
        try {
          token = await refreshToken();
        } catch {
          token = null;
        }
        state = token ? TOKEN_LOCK.normal : TOKEN_LOCK.blocked;
        pending = null;
        if (!token) onBlocked();
        return token;
      })();
      return pending;
    },
    reset() {
      state = TOKEN_LOCK.normal;
      pending = null;
    },
  };
}

const sessionLocks = new Set<TokenLock>();

/** A lock of a queue that sends the customer's token (cart, checkout): a new login resets it (spec §4 Login). */
export function registerSessionLock(lock: TokenLock): TokenLock {
  sessionLocks.add(lock);
  return lock;
}

export function resetSessionLocks(): void {
  for (const lock of sessionLocks) lock.reset();
}
