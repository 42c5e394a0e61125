/**
 * Open tabs share what they keep in IndexedDB live: a tab that writes a persisted key tells the others, which read it
 * again (a second tab never shows a stale cart until reloaded). BroadcastChannel never echoes to the sender.
 */
const CHANNEL = 'storefront-state';

let channel: BroadcastChannel | null | undefined;
const listeners = new Map<string, Set<() => void>>();

function open(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof window === 'undefined' || typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  channel?.addEventListener('message', (event: MessageEvent<{ key?: unknown }>) => {
    const key = event.data?.key;
    if (typeof key !== 'string') return;
    for (const listener of listeners.get(key) ?? []) listener();
  });
  return channel;
}

/** Called after a persisted key was written (or removed) in this tab. */
export function announceWrite(key: string): void {
  open()?.postMessage({ key });
}

/** Runs `onChange` whenever another tab wrote `key`; returns the unsubscribe function. */
export function onOtherTabWrite(key: string, onChange: () => void): () => void {
  open();
  const set = listeners.get(key) ?? new Set();
  set.add(onChange);
  listeners.set(key, set);
  return () => set.delete(onChange);
}
