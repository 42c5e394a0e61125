/** The shop's own answer to "is it reachable": 200 once its database answers (app/api/health); the worker never answers it. */
const HEALTH_URL = '/api/health';

/** When to ask again after an `online` event the shop did not answer: a connection often comes back in steps. */
const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000];

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/**
 * Calls `onShopAnswers` when, after an `online` event, the shop itself answers. The event alone proves nothing: a
 * flapping connection fires it while requests still fail (Chromium's emulated offline does too, seen in e2e), and a
 * page reloaded then showed the offline answer again, or cancelled the page the shopper had just asked for. Not
 * answered, it asks again a few times while the browser still says it is online. Returns the function that stops.
 */
export function whenShopAnswersAgain(onShopAnswers: () => void): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  let asking = false;
  const shopAnswers = async () => {
    try {
      return (await fetch(HEALTH_URL, { cache: 'no-store', signal })).ok;
    } catch {
      return false; // still out of reach, or stopped
    }
  };
  const askTheShop = async () => {
    if (asking) return;
    asking = true;
    try {
      for (const delay of [0, ...RETRY_DELAYS_MS]) {
        if (delay > 0) await pause(delay, signal);
        if (signal.aborted || !navigator.onLine) return;
        if (await shopAnswers()) {
          if (!signal.aborted) onShopAnswers();
          return;
        }
      }
    } finally {
      asking = false;
    }
  };
  const onOnline = () => void askTheShop();
  window.addEventListener('online', onOnline);
  return () => {
    window.removeEventListener('online', onOnline);
    controller.abort();
  };
}
