import { test } from './test';
import { firstInputJourneys } from './support/first-input';
import { simpleInStock } from './pages/account-page';
import { productBySku, productPath } from './pages/product-page';

/**
 * Controls work the moment they are visible (issue 41): on a phone-sized screen with the CPU slowed four times (a
 * mid-range phone), each control is used as soon as it shows, and the shopper's input has its effect. One try each:
 * a lost tap or keystroke fails the test, however fast or slow the machine. bench/first-input.ts repeats the same
 * journeys and times them.
 */
test.describe('first input on a slow phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test.describe.configure({ timeout: 90_000 });

  for (const journey of firstInputJourneys) {
    test(`${journey.name}: acted on as soon as it shows, nothing lost`, async ({ page, request, baseURL }) => {
      const path = productPath(await productBySku(request, await simpleInStock(request)));
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await journey.run(page, { baseURL: baseURL!, productPath: path });
    });
  }
});
