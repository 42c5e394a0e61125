/**
 * Store writes that were still on their way to IndexedDB when the page went away, kept in localStorage.
 *
 * A shopper who adds to the cart and leaves the page at once (a reload, a typed address, a full navigation) takes
 * the write down with it when IndexedDB has not taken it yet: on a first visit the database is still being created,
 * which at a phone's speed takes a second or more. The page's last moment (`pagehide`, or `visibilitychange` to hidden,
 * after which a phone may discard the page) allows only synchronous work, so the unfinished writes go to localStorage,
 * and the next read of the key takes whichever of the two is newer.
 */
export interface JournalEntry {
  value: string;
  updatedAt: number;
}

const PREFIX = 'storefront:unstored:';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Writes begun and not yet finished, by key: the latest value of each. */
const unfinished = new Map<string, JournalEntry>();
let listening = false;

function keepUnfinished(): void {
  const store = storage();
  if (!store) return;
  for (const [key, entry] of unfinished) {
    try {
      store.setItem(PREFIX + key, JSON.stringify(entry));
    } catch {
      return; // Storage full or refused: nothing more can be kept.
    }
  }
}

function listenForPageExit(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('pagehide', keepUnfinished);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') keepUnfinished();
  });
}

/** A write of `key` has begun; `finished` once IndexedDB holds it (or a later write of the same key began). */
export function writeBegun(key: string, entry: JournalEntry): () => void {
  listenForPageExit();
  unfinished.set(key, entry);
  return () => {
    if (unfinished.get(key) === entry) unfinished.delete(key);
  };
}

/** The value kept for `key` at a page exit, if any. */
export function journaled(key: string): JournalEntry | null {
  const raw = storage()?.getItem(PREFIX + key);
  if (!raw) return null;
  try {
    const entry = JSON.parse(raw) as Partial<JournalEntry>;
    return typeof entry.value === 'string' && typeof entry.updatedAt === 'number' ? { value: entry.value, updatedAt: entry.updatedAt } : null;
  } catch {
    return null;
  }
}

/** Forgets what was kept for `key` at a page exit: IndexedDB holds it, or something newer. */
export function forgetJournaled(key: string): void {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    // Nothing kept that could be removed.
  }
}
