/**
 * The login throttle (ADR 0015). Attempts are counted before the password is checked; the counts include the
 * attempt being decided. Three buckets:
 * - (account, address): a few free attempts, then each further one waits twice as long as the last (exponential
 *   back-off), so one client guessing one account is slowed to a crawl;
 * - the account, whatever the address: past a larger budget, attempts on it are spaced out (a global slow-down, not a
 *   lock), so guesses spread over many addresses stay slow and the owner, from their own address, still gets in;
 * - the address, whatever the account: a budget against one client trying many accounts. Failures from before an
 *   account existed do not count against it: a shopper who just registered is not refused for others' failures.
 */

export interface LoginThrottleSettings {
  /** Attempts per (account, address) before back-off starts. */
  freePerPair: number;
  /** Wait before the first attempt past the free ones; doubles with each further attempt. */
  backoffBaseSeconds: number;
  /** Attempts on one account (any address) before its attempts are spaced out (1 s, 2 s, 4 s… apart). */
  freePerAccount: number;
  /** Longest spacing between two attempts on one account: a slow-down, never a lock. */
  accountMaxDelaySeconds: number;
  /** Failed attempts from one address (any account) in the window; then 429 until they age out. */
  maxPerAddress: number;
  windowSeconds: number;
}

export interface BucketCount {
  /** Attempts in the window, this one included. */
  count: number;
  /** When the latest other attempt in the bucket was made (ms since the epoch); null when there is none. */
  previousAt: number | null;
}

export interface LoginAttemptCounts {
  pair: BucketCount;
  account: BucketCount;
  /** Attempts from the address that count against this account (made after it was created). */
  address: BucketCount;
}

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The wait a bucket demands since its previous attempt: 0 within the free attempts, then base·2^(n−1), capped. */
export function backoffSeconds(count: number, free: number, baseSeconds: number, maxSeconds: number): number {
  const over = count - free;
  if (over <= 0) return 0;
  return Math.min(maxSeconds, baseSeconds * 2 ** Math.min(over - 1, 30));
}

function waitFor(bucket: BucketCount, delaySeconds: number, now: number): number {
  if (delaySeconds <= 0 || bucket.previousAt === null) return 0;
  return Math.max(0, bucket.previousAt + delaySeconds * 1000 - now);
}

export function decideLoginAttempt(counts: LoginAttemptCounts, settings: LoginThrottleSettings, now: number): ThrottleDecision {
  if (counts.address.count > settings.maxPerAddress) {
    return { allowed: false, retryAfterSeconds: settings.windowSeconds };
  }
  const pairDelay = backoffSeconds(counts.pair.count, settings.freePerPair, settings.backoffBaseSeconds, settings.windowSeconds);
  const accountDelay = backoffSeconds(counts.account.count, settings.freePerAccount, 1, settings.accountMaxDelaySeconds);
  const waitMs = Math.max(waitFor(counts.pair, pairDelay, now), waitFor(counts.account, accountDelay, now));
  return waitMs > 0 ? { allowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000) } : { allowed: true };
}
