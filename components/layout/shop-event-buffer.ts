/**
 * Events that product pages, tiles and notifications dispatch for the shop's listeners (ADR 0010), kept while no
 * listeners are mounted and handed to them when they are.
 *
 * Keeping starts when this module first runs in the browser, before hydration: an effect would start it only once
 * React flushes the layout's effects, and a button hydrated in the same commit (or a Suspense boundary hydrated first
 * because the shopper clicked in it) could dispatch into nothing in between. The add to cart was then lost, and the
 * button waited for an answer that never came.
 */
const BUFFERED_EVENTS = [
  'storefront:add-to-cart',
  'storefront:compare',
  'storefront:open-compare',
  'storefront:proceed-to-checkout',
  'storefront:confirm-offline-orders',
] as const;

/** What a shopper asked for must survive a navigation that comes before the listeners: kept for the next page. */
const DURABLE_EVENTS = new Set<string>(['storefront:add-to-cart', 'storefront:compare']);
const KEPT_EVENTS_KEY = 'storefront:kept-events';

function readKeptEvents(): CustomEvent[] {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEPT_EVENTS_KEY) ?? '[]') as { type: string; detail: unknown }[];
    return kept.filter((entry) => DURABLE_EVENTS.has(entry.type)).map((entry) => new CustomEvent(entry.type, { detail: entry.detail }));
  } catch {
    return [];
  }
}

function writeKeptEvents(events: readonly CustomEvent[]) {
  try {
    const durable = events.filter((event) => DURABLE_EVENTS.has(event.type)).map((event) => ({ type: event.type, detail: event.detail as unknown }));
    if (durable.length > 0) sessionStorage.setItem(KEPT_EVENTS_KEY, JSON.stringify(durable));
    else sessionStorage.removeItem(KEPT_EVENTS_KEY);
  } catch {
    // Storage unavailable (private mode quota): the events still replay on this page.
  }
}

export interface ShopEventBuffer {
  /** Whether an event is waiting (kept on this page, or carried over from the page before). */
  hasWaiting(): boolean;
  /** Calls `onChange` whenever an event is kept or the kept ones are handed over; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
  /** The listeners are mounted: stop keeping and dispatch what was kept, in order. Returns the release. */
  handOver(): () => void;
}

/** A buffer keeping `BUFFERED_EVENTS` on `target` from now on, starting with the events carried in session storage. */
export function createShopEventBuffer(target: EventTarget): ShopEventBuffer {
  const waiting = readKeptEvents();
  const subscribers = new Set<() => void>();
  let handedOver = false;
  const keep = (event: Event) => {
    if (handedOver) return;
    waiting.push(event as CustomEvent);
    writeKeptEvents(waiting);
    for (const onChange of subscribers) onChange();
  };
  for (const name of BUFFERED_EVENTS) target.addEventListener(name, keep);
  return {
    hasWaiting: () => waiting.length > 0,
    subscribe(onChange) {
      subscribers.add(onChange);
      return () => {
        subscribers.delete(onChange);
      };
    },
    handOver() {
      handedOver = true;
      writeKeptEvents([]);
      for (const event of waiting.splice(0)) target.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
      for (const onChange of subscribers) onChange();
      // Listeners unmounted (a store switch remounts the layout): keep again until the next ones are there.
      return () => {
        handedOver = false;
      };
    },
  };
}

let pageBuffer: ShopEventBuffer | undefined;

/** The page's one buffer, created the first time this is called in the browser (at module load, see below). */
export function shopEventBuffer(): ShopEventBuffer | undefined {
  if (typeof window === 'undefined') return undefined;
  pageBuffer ??= createShopEventBuffer(window);
  return pageBuffer;
}

shopEventBuffer();
