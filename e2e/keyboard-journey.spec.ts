import { axeScan } from './support/axe';
import { expect, gotoWithScriptsHeld, test, type Locator, type Page } from './test';
import { CategoryPage } from './pages/category-page';
import { CheckoutPage, guest } from './pages/checkout-page';
import { ProductPage } from './pages/product-page';

/**
 * The claims of the accessibility statement (/accessibility, ADR 0043): an order placed with the keyboard alone, in at
 * most 120 key presses, with the focus where a shopper expects it after each overlay and filter, and axe (WCAG 2.2 A
 * and AA) on every page of the way.
 */
const WCAG22 = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const MAX_KEY_PRESSES = 120;

async function expectNoAxeViolations(page: Page) {
  const result = await axeScan(page).withTags(WCAG22).analyze();
  expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`)).toEqual([]);
}

/** `page.keyboard`, counting what a shopper presses: keys (Tab, Enter, Escape…) apart from the characters typed. */
class CountingKeyboard {
  presses = 0;
  typed = 0;
  private readonly steps: string[] = [];
  private pressesBefore = 0;

  constructor(private readonly page: Page) {}

  async press(key: string) {
    await this.page.keyboard.press(key);
    this.presses += 1;
  }

  async type(text: string) {
    await this.page.keyboard.type(text);
    this.typed += text.length;
  }

  /** Ends a step of the journey: its presses go into the report (`steps`). */
  step(name: string) {
    this.steps.push(`${name} ${this.presses - this.pressesBefore}`);
    this.pressesBefore = this.presses;
  }

  report(): string {
    return `${this.presses} key presses (${this.steps.join(', ')}) and ${this.typed} characters typed`;
  }

  /** Tab (or Shift+Tab) until `target` has the focus, as a shopper looking for it would; fails after `limit` presses. */
  async tabTo(target: Locator, { backwards = false, limit = 40 } = {}) {
    for (let press = 0; press < limit; press++) {
      await this.press(backwards ? 'Shift+Tab' : 'Tab');
      if (await target.evaluate((element) => element === document.activeElement)) return;
    }
    throw new Error(`${target} not reached in ${limit} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
  }
}

const main = (page: Page) => page.locator('#main');

test.describe('keyboard only (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('home → category menu → colour filter → product → add to cart → checkout → order, no mouse, ≤ 120 key presses, axe on every page', async ({ page }) => {
    // Six pages, seven axe scans, four checkout steps and ~110 key presses, each checked for the focus: ~32 s alone on
    // a 2-core host, 93 s next to a second worker on the CI machine (stop 59, when a scan cost a blank page more).
    test.setTimeout(150_000);
    // The product ordered is the first women's jacket in the chosen colour, a configurable: its stock is a child's
    // (visibility "not visible individually"), which no stock slot of e2e/pages/checkout-page.ts draws on (they are
    // listed simple products) and no spec asserts the quantity of; the seed stocks each child far above what the suite
    // orders, so the jacket stays in stock for every other test.
    const keyboard = new CountingKeyboard(page);
    const menu = page.getByRole('navigation', { name: 'Categories' });
    const category = new CategoryPage(page);

    await page.goto('/');
    await expectNoAxeViolations(page);

    // The mega-menu: a disclosure per top category; its links are no tab stops until it is opened.
    const womenToggle = menu.getByRole('button', { name: 'Subcategories of Women' });
    const jackets = menu.getByRole('link', { name: 'Jackets' }).first();
    await keyboard.tabTo(womenToggle);
    await expect(jackets).toBeHidden();
    await keyboard.press('Enter');
    await expect(womenToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(jackets).toBeVisible();
    await expect(womenToggle).toBeFocused();
    // Escape closes it and leaves the focus on its button.
    await keyboard.press('Escape');
    await expect(jackets).toBeHidden();
    await expect(womenToggle).toBeFocused();
    await expect(womenToggle).toHaveAttribute('aria-expanded', 'false');
    await keyboard.press('Enter');
    await keyboard.tabTo(jackets, { limit: 3 });
    await keyboard.press('Enter');
    keyboard.step('home → category');

    // The category: the panel has closed and the focus is on the page's content, not left in the header.
    await category.expectLoaded('Jackets');
    await expect(jackets).toBeHidden();
    await expect(main(page)).toBeFocused();
    await expectNoAxeViolations(page);

    // A colour filter: the focus stays on it (now selected) and the new count is announced.
    const colour = category.filterValue('Color', /^Color: [A-Z][a-z]+ \(\d+\)$/).first();
    await keyboard.tabTo(colour);
    const colourName = ((await colour.getAttribute('aria-label')) ?? '').replace(/^Color: (\w+).*$/, '$1');
    await keyboard.press('Enter');
    keyboard.step('colour filter');
    await expect(page).toHaveURL(/color=\d+/);
    const selected = category.filterValue('Color', new RegExp(`^Color: ${colourName}, selected \\(\\d+\\)$`));
    await expect(selected).toBeFocused();
    const count = (await category.itemCount.textContent()) ?? '';
    expect(count).toMatch(/^\d+ items?$/);
    await expect(page.locator('#page-announcer')).toHaveText(count);
    await expect(page.locator('#page-announcer')).toHaveAttribute('aria-live', 'polite');
    await expectNoAxeViolations(page);

    // From the filters on to the first product (not into the footer, as before).
    const firstProduct = category.products.first().getByRole('link').first();
    await keyboard.tabTo(firstProduct, { limit: 30 });
    const productName = ((await firstProduct.textContent()) ?? '').replace(/^−\d+%/, '').trim();
    await keyboard.press('Enter');
    keyboard.step('filter → product');

    // Product tiles are plain links: the product page is a page load, where the first Tab reaches the skip link.
    const productPage = new ProductPage(page);
    await expect(productPage.heading).toHaveText(productName);
    await expectNoAxeViolations(page);
    await keyboard.tabTo(page.getByRole('link', { name: 'Skip to content' }), { limit: 1 });
    await keyboard.press('Enter');
    await expect(main(page)).toBeFocused();
    await keyboard.tabTo(productPage.addToCart);
    await keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Cart 1 item' })).toBeVisible();
    keyboard.step('add to cart');

    // The notification's action stays until it is used: it follows the header, a few Shift+Tabs back.
    const proceed = page.locator('.notifications').getByRole('button', { name: 'Proceed to checkout' });
    await keyboard.tabTo(proceed, { backwards: true });
    await keyboard.press('Enter');
    keyboard.step('notification');

    const checkout = new CheckoutPage(page);
    await expect(checkout.step('personal')).toBeVisible();
    await expect(main(page)).toBeFocused();
    await expectNoAxeViolations(page);
    await keyboard.tabTo(checkout.field('personal', 'First name'));
    await keyboard.type(guest.firstName);
    await keyboard.press('Tab');
    await keyboard.type(guest.lastName);
    await keyboard.press('Tab');
    await keyboard.type(guest.email);
    await keyboard.tabTo(checkout.continueButton('personal'), { limit: 3 });
    await keyboard.press('Enter');

    // Each step hands the focus to the next one's heading.
    await expect(page.locator('#checkout-step-shipping')).toBeFocused();
    for (const [label, value] of [
      ['First name', guest.firstName],
      ['Last name', guest.lastName],
      ['Street name', guest.street],
      ['House / apartment number', guest.apartment],
      ['City', guest.city],
      ['Zip-code', guest.zip],
    ] as const) {
      await keyboard.tabTo(checkout.field('shipping', label), { limit: 4 });
      await keyboard.type(value);
    }
    await keyboard.tabTo(checkout.continueButton('shipping'), { limit: 8 });
    await keyboard.press('Enter');

    await expect(page.locator('#checkout-step-payment')).toBeFocused();
    await keyboard.tabTo(checkout.continueButton('payment'), { limit: 8 });
    await keyboard.press('Enter');

    await expect(page.locator('#checkout-step-review')).toBeFocused();
    await keyboard.tabTo(checkout.field('review', /terms and conditions/i), { limit: 4 });
    await keyboard.press('Space');
    await keyboard.tabTo(checkout.placeOrder, { limit: 6 });
    await expectNoAxeViolations(page);
    await keyboard.press('Enter');
    keyboard.step('checkout → order');

    await expect(checkout.thankYou).toBeVisible();
    await expect(checkout.orderNumber).toHaveText(/\S+/);
    await expect(checkout.thankYou.getByRole('heading').first()).toBeFocused();
    await expectNoAxeViolations(page);

    test.info().annotations.push({ type: 'keyboard', description: keyboard.report() });
    expect(keyboard.presses).toBeLessThanOrEqual(MAX_KEY_PRESSES);
  });
});

test.describe('keyboard: the barriers the journey found (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the mega-menu opens on no focus: its categories and their disclosures are the header’s only menu stops until one is opened', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Categories' });
    const focused: string[] = [];
    while (!(await main(page).evaluate((element) => element.contains(document.activeElement)))) {
      await page.keyboard.press('Tab');
      focused.push(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') || document.activeElement?.textContent?.trim() || ''));
      expect(focused.length).toBeLessThan(30);
      await expect(menu.getByRole('link', { name: 'Jackets' }).first()).toBeHidden();
    }
    // Skip link, logo, search field and button, five account and cart controls, six categories and five disclosures,
    // then the page (before: 44 stops, 35 of them the menu's).
    expect(focused.slice(9, -1)).toEqual(['Women', 'Subcategories of Women', 'Men', 'Subcategories of Men', 'Gear', 'Subcategories of Gear', 'Training', 'Subcategories of Training', 'Collections', 'Subcategories of Collections', 'Sale']);
  });

  test('a panel the pointer shows hides on Escape until the pointer comes back (WCAG 1.4.13)', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Categories' });
    const jackets = menu.getByRole('link', { name: 'Jackets' }).first();
    await menu.getByRole('link', { name: 'Women', exact: true }).hover();
    await expect(jackets).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(jackets).toBeHidden();
    await page.mouse.move(640, 700);
    await menu.getByRole('link', { name: 'Women', exact: true }).hover();
    await expect(jackets).toBeVisible();
  });

  test('a panel the pointer shows before the page’s scripts have run stays shown as they start', async ({ page }) => {
    // The page's scripts are held until the pointer rests on "Women": the shopper reached the menu first.
    const release = await gotoWithScriptsHeld(page, '/');
    const menu = page.getByRole('navigation', { name: 'Categories' });
    const jackets = menu.getByRole('link', { name: 'Jackets' }).first();
    await menu.getByRole('link', { name: 'Women', exact: true }).hover();
    await expect(jackets).toBeVisible();
    release();
    // Started: the disclosure buttons say whether their panel is open only once the header's code runs.
    await expect(menu.getByRole('button', { name: 'Subcategories of Women' })).toHaveAttribute('aria-expanded', 'false');
    await expect(jackets).toBeVisible();
    await jackets.click();
    await expect(page).toHaveURL(/jackets-women$/);
  });

  test('sorting with the keyboard keeps the focus on the sort and announces the count', async ({ page }) => {
    const category = new CategoryPage(page);
    await category.goto('/women/tops-women/jackets-women');
    await category.sort.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/sort=final_price(:|%3A)asc/);
    await expect(category.sort).toHaveValue('final_price:asc');
    await expect(category.sort).toBeFocused();
    await expect(page.locator('#page-announcer')).toHaveText((await category.itemCount.textContent()) ?? 'none');
  });

  test('“Proceed to checkout” stays past the 5 s other notifications last, until it is used or closed; closing gives the focus to the page', async ({ page }) => {
    await page.clock.install();
    // The product of the journey: adding to the cart takes no stock.
    const category = new CategoryPage(page);
    await category.goto('/women/tops-women/jackets-women');
    await category.products.first().getByRole('link').first().click();
    const productPage = new ProductPage(page);
    await productPage.addToCart.focus();
    await page.keyboard.press('Enter');
    const notification = page.locator('.notifications li').filter({ hasText: 'Product has been added to the cart!' });
    await expect(notification.getByRole('button', { name: 'Proceed to checkout' })).toBeVisible();
    await page.clock.fastForward(10_000);
    await expect(notification.getByRole('button', { name: 'Proceed to checkout' })).toBeVisible();
    await notification.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Enter');
    await expect(notification).toHaveCount(0);
    await expect(main(page)).toBeFocused();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a category’s disclosure opens its panel and Escape closes it; a link in it loads its page', async ({ page }) => {
      await page.goto('/');
      const menu = page.getByRole('navigation', { name: 'Categories' });
      const toggle = menu.getByRole('button', { name: 'Subcategories of Women' });
      const jackets = menu.getByRole('link', { name: 'Jackets' }).first();
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(jackets).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(jackets).toBeHidden();
      await expect(toggle).toBeFocused();
      await page.keyboard.press('Enter');
      await jackets.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jackets');
    });
  });
});

test.describe('keyboard on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Shift+Tab up a listing never leaves the focused control under the sticky header (WCAG 2.4.11)', async ({ page }) => {
    const category = new CategoryPage(page);
    await category.goto('/women/tops-women/jackets-women');
    await category.products.nth(9).getByRole('link').first().focus();
    for (let press = 0; press < 20; press++) {
      await page.keyboard.press('Shift+Tab');
      const [below, headerBottom] = await page.evaluate(() => [
        document.activeElement!.getBoundingClientRect().bottom,
        document.querySelector('.site-header')!.getBoundingClientRect().bottom,
      ]);
      expect(below).toBeGreaterThan(headerBottom);
    }
  });
});
