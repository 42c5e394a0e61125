import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { findProducts, productPath } from './pages/product-page';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Waits for web fonts and the images in the first screen, so what is measured is the settled page. */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function style(locator: Locator, property: string): Promise<string> {
  return locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
}

/** Rows of every product grid on the page: [items, columns] per grid. */
async function gridShapes(page: Page): Promise<[number, number][]> {
  return page.locator('.product-grid').evaluateAll((grids) =>
    grids.map((grid) => [grid.children.length, getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length] as [number, number]),
  );
}

/** Cumulative layout shift of a page load, measured by the browser (shifts right after input excluded). */
async function cumulativeLayoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries are delivered before the next frame.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
}

test.describe('design: desktop', () => {
  test.use({ viewport: DESKTOP });

  test('buttons and product tiles change their look on hover', async ({ page }) => {
    await page.goto('/');
    await settle(page);
    const heroButton = page.locator('.home-hero').getByRole('link').first();
    const idle = await style(heroButton, 'background-color');
    await heroButton.hover();
    await expect.poll(() => style(heroButton, 'background-color')).not.toBe(idle);

    const tile = page.getByRole('region', { name: 'New products' }).locator('.product-tile').first();
    const image = tile.locator('img');
    const name = tile.locator('.product-tile__name');
    const [idleTransform, idleColour] = [await style(image, 'transform'), await style(name, 'color')];
    await tile.hover();
    await expect.poll(() => style(image, 'transform')).not.toBe(idleTransform);
    await expect.poll(() => style(name, 'color')).not.toBe(idleColour);

    const cart = page.getByTestId('cart-button');
    const idleCart = await style(cart, 'background-color');
    await cart.hover();
    await expect.poll(() => style(cart, 'background-color')).not.toBe(idleCart);
  });

  test('home grids show 8 products as 2 full rows of 4', async ({ page }) => {
    await page.goto('/');
    const shapes = await gridShapes(page);
    expect(shapes.length).toBeGreaterThanOrEqual(2);
    for (const [items, columns] of shapes) {
      expect(columns).toBe(4);
      expect(items % columns).toBe(0);
    }
    const width = await page.locator('main').evaluate((main) => main.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(1272);
  });

  test('images come from the /img proxy through the loader, with a srcset and the LCP image first', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('.home-hero img');
    await expect(hero).toHaveAttribute('src', /^\/img\/\d+\/\d+\/resize\//);
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(hero).toHaveAttribute('srcset', /\/img\/640\/320\/resize\/.* 640w, \/img\/1024\/512\/resize\/.* 1024w/);
    const tile = page.locator('.product-tile img').first();
    await expect(tile).toHaveAttribute('srcset', /\/img\/324\/489\/resize\/.* 324w, \/img\/648\/978\/resize\/.* 648w/);
    await expect(tile).toHaveAttribute('loading', 'lazy');
    await tile.scrollIntoViewIfNeeded();
    await expect.poll(() => tile.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  for (const page of ['home', 'category', 'product'] as const) {
    test(`the ${page} page shifts no layout on load (CLS ≤ 0.01) and passes axe, header and footer included`, async ({ page: tab, request }) => {
      test.slow(); // axe over a whole listing page takes a while on a busy machine
      let path = page === 'home' ? '/' : '/women/tops-women/jackets-women';
      if (page === 'product') {
        const [product] = (await findProducts(request, [{ attribute: 'type_id', value: { eq: 'configurable' } }], 5)).filter((entry) => entry.visibility === 4);
        path = productPath(product!);
      }
      await tab.goto(path);
      await settle(tab);
      expect(await cumulativeLayoutShift(tab)).toBeLessThanOrEqual(0.01);
      const result = await new AxeBuilder({ page: tab }).withTags(WCAG).analyze();
      expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`)).toEqual([]);
    });
  }
});

test.describe('design: phone', () => {
  test.use({ viewport: PHONE });

  test('no page scrolls sideways at 375 px, and the logo is never cut', async ({ page, request }) => {
    const [product] = (await findProducts(request, [{ attribute: 'type_id', value: { eq: 'bundle' } }], 5)).filter((entry) => entry.visibility === 4);
    for (const path of ['/', '/women/tops-women/jackets-women', productPath(product!), '/search?q=jacket', '/checkout', '/compare', '/wishlist', '/no-such-page']) {
      await page.goto(path);
      await settle(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
      const logo = page.getByRole('link', { name: 'Storefront home' });
      const box = await logo.boundingBox();
      expect(box, path).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
      // Nothing inside the logo is clipped (the word mark gives way to the mark, it is never ellipsed).
      expect(await logo.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      await expect(logo.locator('svg')).toBeVisible();
    }
  });

  test('home grids show 2 per row without an orphan; the bottom bar has an icon over each label', async ({ page }) => {
    await page.goto('/');
    for (const [items, columns] of await gridShapes(page)) {
      expect(columns).toBe(2);
      expect(items % columns).toBe(0);
    }
    const bar = page.getByRole('navigation', { name: 'Quick navigation' });
    for (const name of ['Home', 'Menu', 'Search', 'Profile', 'Cart']) {
      const item = bar.getByRole(name === 'Menu' ? 'button' : 'link', { name, exact: true });
      await expect(item).toBeVisible();
      await expect(item.locator('svg')).toBeVisible();
    }
  });

  test('the phone home page passes axe and shifts no layout', async ({ page }) => {
    test.slow();
    await page.goto('/');
    await settle(page);
    expect(await cumulativeLayoutShift(page)).toBeLessThanOrEqual(0.01);
    const result = await new AxeBuilder({ page }).withTags(WCAG).analyze();
    expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`)).toEqual([]);
  });
});
