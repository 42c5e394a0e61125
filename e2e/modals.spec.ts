import { axeScan } from './support/axe';
import { expect, test, type Locator, type Page } from './test';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoAxeViolations(page: Page) {
  const result = await axeScan(page).include('dialog[open]').withTags(WCAG).analyze();
  expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`)).toEqual([]);
}

/** The open modal, found by its accessible name (its title). */
const dialog = (page: Page, title: string): Locator => page.getByRole('dialog', { name: title });

/** Modals without a button on every page open from a link (`?modal=`), as a mail or campaign would link to them. */
async function openByLink(page: Page, name: string, title: string) {
  await page.goto(`/?modal=${name}`);
  await expect(dialog(page, title)).toBeVisible();
  await expect(page).not.toHaveURL(/modal=/);
}

async function closeWithEscape(page: Page, title: string) {
  await page.keyboard.press('Escape');
  await expect(dialog(page, title)).toBeHidden();
}

test.describe('modals pass axe (WCAG 2.1 A/AA)', () => {
  test('size guide, terms and language switcher', async ({ page }) => {
    test.slow(); // three page loads, each with an axe scan: 31 s on a busy CI host
    for (const [name, title, text] of [
      ['size-guide', 'Size guide', /Tops run true to size/],
      ['terms', 'Terms and conditions', /terms of sale/],
      ['language-switcher', 'Choose your store', /Germany/],
    ] as const) {
      await openByLink(page, name, title);
      await expect(dialog(page, title)).toContainText(text);
      await expectNoAxeViolations(page);
      await closeWithEscape(page, title);
    }
  });

  test('contact us, get onboard (footer) and demo sign-up (header): empty, then with their messages', async ({ page }) => {
    test.slow(); // three modals, each sent empty and then filled: 29 s on a busy CI host
    await page.goto('/');
    const openers = [
      [page.getByRole('contentinfo').getByRole('button', { name: 'Contact us' }), 'Contact us'],
      [page.getByRole('contentinfo').getByRole('button', { name: 'Get Onboard' }), 'Get Onboard'],
      [page.getByRole('banner').getByRole('button', { name: 'Sign-up for Demo' }), 'Sign-up for Demo'],
    ] as const;
    for (const [opener, title] of openers) {
      await opener.click();
      const modal = dialog(page, title);
      await expect(modal).toBeVisible();
      await expectNoAxeViolations(page);
      await modal.getByRole('button', { name: 'Send' }).click();
      await expect(modal.getByRole('alert').filter({ hasText: 'Field is required' }).first()).toBeVisible();
      await expectNoAxeViolations(page);
      await closeWithEscape(page, title);
      await expect(opener).toBeFocused();
    }
  });

  test('driver sign-up and merchant sign-up (footer): empty, then with their messages', async ({ page }) => {
    test.slow(); // two sign-up modals, each sent empty and then filled: 30 s on a busy CI host
    await page.goto('/');
    for (const title of ['Become a driver', 'Sell with us']) {
      const opener = page.getByRole('contentinfo').getByRole('button', { name: title });
      await opener.click();
      await expect(dialog(page, title)).toBeVisible();
      await expectNoAxeViolations(page);
      const modal = dialog(page, title);
      await modal.getByLabel('E-mail address').fill('not-an-address');
      await modal.getByRole('button', { name: 'Send' }).click();
      await expect(modal.getByRole('alert').filter({ hasText: 'Please provide valid e-mail address.' })).toBeVisible();
      await expectNoAxeViolations(page);
      await closeWithEscape(page, title);
      await expect(opener).toBeFocused();
    }
  });

  test('the store switcher opens from the footer and says each store has its own cart', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Change store' }).click();
    const modal = dialog(page, 'Choose your store');
    await expect(modal.getByRole('link', { name: /Germany/ })).toBeVisible();
    await expect(modal).toContainText('Each store keeps its own cart');
    await expectNoAxeViolations(page);
  });

  test('the mega-menu aside is an image banner linking into the shop', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Categories' });
    await menu.getByRole('link', { name: 'Women', exact: true }).hover();
    const aside = menu.getByRole('complementary', { name: 'Promotion' }).filter({ visible: true }).first();
    const image = aside.locator('img');
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(aside.getByRole('link')).toHaveAttribute('href', /^\/c\//);
  });

  test('newsletter (footer): the promise, then an invalid address', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Newsletter' }).click();
    const modal = dialog(page, 'Newsletter');
    await expect(modal).toContainText('10% off');
    await expect(modal).toContainText('free returns within 30 days');
    await expectNoAxeViolations(page);
    await modal.getByRole('button', { name: 'Subscribe' }).click();
    await expect(modal.getByRole('alert')).toHaveText('Field is required');
    await expectNoAxeViolations(page);
  });

  test('authentication: login, register and forgot password, each with its messages', async ({ page }) => {
    test.slow(); // three account modals with their messages: 28 s on a busy CI host
    await openByLink(page, 'auth', 'Log in');
    const login = dialog(page, 'Log in');
    await expectNoAxeViolations(page);
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(login.getByRole('alert').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await login.getByRole('button', { name: 'No account yet? Register' }).click();
    const register = dialog(page, 'Register');
    await expect(register).toBeVisible();
    await expectNoAxeViolations(page);
    await register.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(register.getByRole('alert').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await register.getByRole('button', { name: /back to/i }).click();
    await dialog(page, 'Log in').getByRole('button', { name: 'Forgot the password?' }).click();
    const forgot = dialog(page, 'Reset password');
    await expect(forgot).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
