/** The shop's own answer to "is it reachable": 200 once its database answers (app/api/health); the worker never answers it. */
const HEALTH_URL = '/api/health';

/**
 * Calls `onShopAnswers` when, after an `online` event, the shop itself answers. The event alone proves nothing: a
 * flapping connection fires it while requests still fail (Chromium's emulated offline does too, seen in e2e), and a
 * page reloaded then showed the offline answer again, or cancelled the page the shopper had just asked for.
 * Returns the function that stops listening.
 */
export function whenShopAnswersAgain(onShopAnswers: () => void): () => void {
  const controller = new AbortController();
  const askTheShop = async () => {
    try {
      const response = await fetch(HEALTH_URL, { cache: 'no-store', signal: controller.signal });
      if (response.ok && !controller.signal.aborted) onShopAnswers();
    } catch {
      // Still out of reach (or stopped): the next `online` event asks again.
    }
  };
  const onOnline = () => void askTheShop();
  window.addEventListener('online', onOnline);
  return () => {
    window.removeEventListener('online', onOnline);
    controller.abort();
  };
}
