/** A small in-memory cache of proxy look-ups (the proxy does not open the database), each answer kept for ttlMs. */
export class LookupCache<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>();

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 5_000,
  ) {}

  /** The kept answer, or undefined when there is none (or it expired). */
  get(key: string, now = Date.now()): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: T, now = Date.now()): void {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, expires: now + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }
}

/** GET an enveloped API answer from the proxy: its result, or undefined when it cannot be had in time. */
async function lookupResult<T>(
  url: string,
  isResult: (value: unknown) => value is T,
): Promise<T | null | undefined> {
  try {
    const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(2_000) });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { result?: unknown };
    return isResult(body.result) ? body.result : null;
  } catch {
    return undefined;
  }
}

/**
 * The answer kept for `key`, else the API's answer at `url` (kept when definite): undefined when it could not be had in
 * time, which is not kept, so the next request asks again.
 */
export async function cachedLookup<T>(
  cache: LookupCache<T | null>,
  key: string,
  url: string,
  isResult: (value: unknown) => value is T,
): Promise<T | null | undefined> {
  const kept = cache.get(key);
  if (kept !== undefined) return kept;
  const answer = await lookupResult(url, isResult);
  if (answer !== undefined) cache.set(key, answer);
  return answer;
}
