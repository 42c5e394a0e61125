import { expect, type Page } from '@playwright/test';

/** Resolves once the shop's worker is active and controls the page (it registers after the load event). */
export async function waitForServiceWorker(page: Page) {
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    return { scope: ready.scope, script: ready.active?.scriptURL ?? '' };
  });
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  return registration;
}
