import { expect, type Page } from '@playwright/test';

/**
 * A shopper on a phone who acts the moment a control shows (issue 41): each journey opens a page without waiting for
 * anything but its first bytes, uses one control as soon as Playwright finds it actionable (visible, enabled, not
 * moving, not covered), and checks the result a shopper expects. Shared by e2e/first-input.spec.ts (one try each, at
 * 4× CPU) and bench/first-input.ts (tries and timings).
 */
export interface FirstInputJourney {
  name: string;
  /** Runs the journey on a fresh page; resolves with the ms from the navigation's start to the visible result. */
  run(page: Page, context: JourneyContext): Promise<number>;
}

export interface JourneyContext {
  baseURL: string;
  /** A simple product in stock: its page's path. */
  productPath: string;
}

/** Long enough for a phone-speed CPU on a loaded test machine; a lost input never shows its result at all. */
const RESULT_TIMEOUT_MS = 30_000;

const cartWithOneItem = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart,? 1 \S+$/ });

async function open(page: Page, url: string): Promise<number> {
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  return started;
}

export const firstInputJourneys: FirstInputJourney[] = [
  {
    name: 'add to cart',
    async run(page, { baseURL, productPath }) {
      const started = await open(page, baseURL + productPath);
      await page.getByRole('button', { name: /^add to cart$/i }).click();
      await expect(cartWithOneItem(page)).toBeVisible({ timeout: RESULT_TIMEOUT_MS });
      return Date.now() - started;
    },
  },
  {
    name: 'search panel',
    async run(page, { baseURL }) {
      const started = await open(page, `${baseURL}/`);
      await page.locator('#site-search').click();
      await page.keyboard.type('jacket', { delay: 100 });
      const panel = page.getByRole('dialog', { name: /search the shop/i });
      await expect(panel.getByRole('searchbox')).toHaveValue('jacket', { timeout: RESULT_TIMEOUT_MS });
      await expect(panel.locator('.search-panel__results > li').first()).toBeVisible({ timeout: RESULT_TIMEOUT_MS });
      return Date.now() - started;
    },
  },
  {
    name: 'mobile menu',
    async run(page, { baseURL }) {
      const started = await open(page, `${baseURL}/`);
      await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
      const women = page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Women', exact: true });
      await expect(women).toBeVisible({ timeout: RESULT_TIMEOUT_MS });
      // Still open once the page's scripts have started: nothing closed it behind the shopper's back.
      await page.waitForFunction(() => 'next' in window, undefined, { timeout: RESULT_TIMEOUT_MS });
      await expect(women).toBeVisible();
      return Date.now() - started;
    },
  },
  {
    name: 'log in from Profile',
    async run(page, { baseURL }) {
      const started = await open(page, `${baseURL}/`);
      await page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('link', { name: 'Profile' }).click();
      const login = page.getByRole('dialog', { name: 'Log in' });
      await expect(login.getByRole('button', { name: 'Log in', exact: true })).toBeVisible({ timeout: RESULT_TIMEOUT_MS });
      return Date.now() - started;
    },
  },
  {
    name: 'checkout name and e-mail',
    async run(page, { baseURL, productPath }) {
      // The cart holds a product first (added once the product page works): the checkout has something to order.
      await page.goto(baseURL + productPath);
      await page.waitForFunction(() => 'next' in window, undefined, { timeout: RESULT_TIMEOUT_MS });
      await page.getByRole('button', { name: /^add to cart$/i }).click();
      await expect(cartWithOneItem(page)).toBeVisible({ timeout: RESULT_TIMEOUT_MS });
      const started = await open(page, `${baseURL}/checkout`);
      const personal = page.locator('section[data-step="personal"]');
      await personal.getByLabel('First name').fill('Ada');
      await personal.getByLabel('Last name').fill('Lovelace');
      await personal.getByLabel('E-mail address').fill('ada.first-input@example.com');
      await personal.getByRole('button', { name: /^continue/i }).click();
      // Accepted: the next step opens, and no field was found empty.
      await expect(page.locator('section[data-step="shipping"]').getByRole('button', { name: /^continue/i })).toBeVisible({
        timeout: RESULT_TIMEOUT_MS,
      });
      await expect(personal.getByRole('alert')).toHaveCount(0);
      return Date.now() - started;
    },
  },
];
