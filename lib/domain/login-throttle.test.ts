import { backoffSeconds, decideLoginAttempt, type LoginThrottleSettings } from './login-throttle';

const settings: LoginThrottleSettings = {
  freePerPair: 5,
  backoffBaseSeconds: 30,
  freePerAccount: 20,
  accountMaxDelaySeconds: 60,
  maxPerAddress: 20,
  windowSeconds: 900,
};
const NOW = 1_000_000_000;
const bucket = (count: number, secondsAgo: number | null = 0) => ({ count, previousAt: secondsAgo === null ? null : NOW - secondsAgo * 1000 });
const counts = (pair = bucket(1, null), account = bucket(1, null), address = bucket(1, null)) => ({ pair, account, address });

describe('backoffSeconds', () => {
  it('is free within the budget, then doubles up to the cap', () => {
    expect([5, 6, 7, 8, 20].map((count) => backoffSeconds(count, 5, 30, 900))).toEqual([0, 30, 60, 120, 900]);
  });
});

describe('decideLoginAttempt', () => {
  it('lets the free attempts of a pair through, then makes the next one wait', () => {
    expect(decideLoginAttempt(counts(bucket(5, 0)), settings, NOW)).toEqual({ allowed: true });
    expect(decideLoginAttempt(counts(bucket(6, 10)), settings, NOW)).toEqual({ allowed: false, retryAfterSeconds: 20 });
    expect(decideLoginAttempt(counts(bucket(6, 31)), settings, NOW)).toEqual({ allowed: true });
    expect(decideLoginAttempt(counts(bucket(7, 31)), settings, NOW)).toEqual({ allowed: false, retryAfterSeconds: 29 });
  });

  it('spaces out attempts on a much-tried account from any address, but never longer than the cap', () => {
    const fresh = bucket(1, null);
    expect(decideLoginAttempt(counts(fresh, bucket(21, 0.5)), settings, NOW)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(decideLoginAttempt(counts(fresh, bucket(40, 30)), settings, NOW)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(decideLoginAttempt(counts(fresh, bucket(40, 60)), settings, NOW)).toEqual({ allowed: true });
  });

  it('refuses an address past its budget for the window', () => {
    expect(decideLoginAttempt(counts(undefined, undefined, bucket(20, 0)), settings, NOW)).toEqual({ allowed: true });
    expect(decideLoginAttempt(counts(undefined, undefined, bucket(21, 0)), settings, NOW)).toEqual({ allowed: false, retryAfterSeconds: 900 });
  });
});
