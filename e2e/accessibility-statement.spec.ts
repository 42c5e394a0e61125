import { axeScan } from './support/axe';
import { expect, test, type Page } from './test';

/** The accessibility statement of the European Accessibility Act, in each store at its own address (ADR 0043). */
const STORES = [
  { prefix: '', path: '/accessibility', footer: 'Accessibility', title: 'Accessibility statement', date: 'November 28, 2026', limitations: 'Known limitations' },
  { prefix: '/de', path: '/de/barrierefreiheit', footer: 'Barrierefreiheit', title: 'Erklärung zur Barrierefreiheit', date: '28. November 2026', limitations: 'Bekannte Einschränkungen' },
  { prefix: '/it', path: '/it/accessibilita', footer: 'Accessibilità', title: 'Dichiarazione di accessibilità', date: '28 novembre 2026', limitations: 'Limiti noti' },
];

async function expectNoAxeViolations(page: Page) {
  const result = await axeScan(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`)).toEqual([]);
}

test.describe('accessibility statement', () => {
  for (const store of STORES) {
    test(`${store.path}: linked from the footer, target, tests, limitations, contact and date; canonical and hreflang between the three`, async ({ page, baseURL }) => {
      await page.goto(`${store.prefix}/`);
      await page.getByRole('contentinfo').getByRole('link', { name: store.footer, exact: true }).click();
      await expect(page).toHaveURL(`${baseURL}${store.path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(store.title);
      await expect(page).toHaveTitle(new RegExp(store.title));
      const main = page.getByRole('main');
      await expect(main).toContainText('WCAG 2.2');
      await expect(main).toContainText('axe-core');
      await expect(main).toContainText('120');
      await expect(main.getByRole('heading', { name: store.limitations })).toBeVisible();
      await expect(main.getByRole('link', { name: 'contributors@vuestorefront.io' })).toHaveAttribute('href', 'mailto:contributors@vuestorefront.io');
      await expect(main).toContainText(store.date);

      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toBe(`${baseURL}${store.path}`);
      const alternates = Object.fromEntries(
        await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])),
      );
      expect(alternates).toEqual({
        'x-default': `${baseURL}/accessibility`,
        'en-US': `${baseURL}/accessibility`,
        'de-DE': `${baseURL}/de/barrierefreiheit`,
        'it-IT': `${baseURL}/it/accessibilita`,
      });
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/WCAG 2\.2 AA/);
      await expectNoAxeViolations(page);
    });
  }

  test('the English slug under /de and /it moves permanently to the store’s own; another store’s slug is not a page', async ({ request }) => {
    for (const [from, to] of [
      ['/de/accessibility', '/de/barrierefreiheit'],
      ['/it/accessibility', '/it/accessibilita'],
    ]) {
      const response = await request.get(from!, { maxRedirects: 0 });
      expect([from, response.status(), new URL(response.headers().location!, 'http://x').pathname]).toEqual([from, 301, to]);
    }
    expect((await request.get('/barrierefreiheit')).status()).toBe(404);
    expect((await request.get('/de/accessibilita')).status()).toBe(404);
  });
});
