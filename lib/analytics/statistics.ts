/**
 * Loaded only after statistics consent (ADR 0046): pushes GA4 ecommerce events to `window.dataLayer`, the page-view
 * events the server wrote into the page as they appear, `select_item` when a tile of such a list is followed, and
 * Google Tag Manager when the shop set GTM_ID.
 */
import { cartLineItem, ecommerceEvent, purchase, selectItem, type EcommerceEvent } from '@/lib/domain/analytics-events';
import { storeViews, type StoreCode } from '@/lib/config/store-views';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The script elements pages carry their view events in (components/analytics/page-event.tsx). */
const PAGE_EVENT = 'script[data-analytics-event]';
const TAG_MANAGER_ID = 'gtm-script';
const PURCHASES_KEY = 'analytics:purchases';

const currencyOf = (storeCode: string) => storeViews[storeCode as StoreCode]?.i18n.currencyCode ?? storeViews.default.i18n.currencyCode;

/** What the shopper's actions are built with (lib/analytics/track.ts), loaded with this module after consent. */
export const builders = { cartLineItem, ecommerceEvent, purchase, currencyOf };

export function push(event: EcommerceEvent) {
  if (event.event === 'purchase' && !firstPurchase(event.ecommerce.transaction_id ?? '')) return;
  const layer = (window.dataLayer ??= []);
  // Google's advice: clear the previous event's ecommerce object, or GTM merges them.
  layer.push({ ecommerce: null });
  layer.push(event);
}

/** Once per order number, whichever tab or page saw the order go through. */
function firstPurchase(transactionId: string): boolean {
  try {
    const pushed = JSON.parse(localStorage.getItem(PURCHASES_KEY) ?? '[]') as string[];
    if (pushed.includes(transactionId)) return false;
    localStorage.setItem(PURCHASES_KEY, JSON.stringify([...pushed, transactionId].slice(-50)));
    return true;
  } catch {
    return true;
  }
}

function readPageEvent(element: Element): EcommerceEvent | null {
  try {
    return JSON.parse(element.textContent ?? '') as EcommerceEvent;
  } catch {
    return null;
  }
}

const pushedViews = new WeakSet<Element>();

/** A page's view events, once per element, when shown: a route kept hidden by Next.js (Activity) waits. */
function pushPageEvents() {
  for (const element of document.querySelectorAll(PAGE_EVENT)) {
    if (pushedViews.has(element) || element.parentElement?.checkVisibility?.() === false) continue;
    pushedViews.add(element);
    const event = readPageEvent(element);
    if (event) push(event);
  }
}

function onClick(event: MouseEvent) {
  const tile = (event.target as Element | null)?.closest?.('a[href]')?.closest<HTMLElement>('[data-item-id]');
  const list = tile?.closest('[data-analytics-list]')?.querySelector(PAGE_EVENT);
  const listEvent = list ? readPageEvent(list) : null;
  const selected = tile && listEvent ? selectItem(listEvent, tile.dataset.itemId ?? '') : null;
  if (selected) push(selected);
}

function loadTagManager(id: string) {
  if (document.getElementById(TAG_MANAGER_ID)) return;
  (window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = TAG_MANAGER_ID;
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
}

let observer: MutationObserver | null = null;
let scheduled = false;

/** Consent given (now or on an earlier visit): page events from now on, and the tag manager when configured. */
export function startStatistics(tagManagerId: string | undefined) {
  if (tagManagerId) loadTagManager(tagManagerId);
  if (observer) return;
  pushPageEvents();
  observer = new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(() => {
      scheduled = false;
      pushPageEvents();
    });
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'hidden'] });
  document.addEventListener('click', onClick, true);
}

/** Consent withdrawn: nothing more is pushed. Returns whether a tag manager had loaded (only a reload unloads it). */
export function stopStatistics(): boolean {
  observer?.disconnect();
  observer = null;
  document.removeEventListener('click', onClick, true);
  return document.getElementById(TAG_MANAGER_ID) !== null;
}
