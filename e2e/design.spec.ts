import { axeScan } from './support/axe';
import { expect, test, type APIRequestContext, type Locator, type Page } from './test';
import sharp from 'sharp';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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

/**
 * How wide the search field's placeholder is drawn, in pixels, against the width of its text: the field screenshotted
 * with the placeholder and with it transparent, and the columns that differ. A placeholder cut by the field's padding
 * or by room the browser keeps inside it (Chromium's clear button) is drawn narrower than its text.
 */
async function searchPlaceholderWidths(page: Page): Promise<{ drawn: number; text: number }> {
  const input = page.locator('.site-header__search input');
  const text = await input.evaluate((element: HTMLInputElement) => {
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = getComputedStyle(element).font;
    return context.measureText(element.placeholder).width;
  });
  const withPlaceholder = await input.screenshot({ animations: 'disabled', caret: 'hide' });
  const hidden = await page.addStyleTag({ content: '.site-header__search input::placeholder { color: transparent !important; }' });
  const without = await input.screenshot({ animations: 'disabled', caret: 'hide' });
  await hidden.evaluate((element) => (element as Element).remove());
  const [a, b] = await Promise.all([withPlaceholder, without].map((png) => sharp(png).raw().toBuffer({ resolveWithObject: true })));
  const { width, height, channels } = a!.info;
  const differs = (at: number) => [0, 1, 2].reduce((sum, channel) => sum + Math.abs(a!.data[at + channel]! - b!.data[at + channel]!), 0) > 30;
  const columnDiffers = (x: number) => Array.from({ length: height }, (_, y) => (y * width + x) * channels).some(differs);
  let first = -1;
  let last = -1;
  for (let x = 0; x < width; x++) {
    if (!columnDiffers(x)) continue;
    if (first < 0) first = x;
    last = x;
  }
  return { drawn: first < 0 ? 0 : last - first + 1, text };
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

/** A listed product of a type, with its page path. */
async function listedProduct(request: APIRequestContext, type: string) {
  const [product] = (await findProducts(request, [{ attribute: 'type_id', value: { eq: type } }], 5)).filter((entry) => entry.visibility === 4);
  return productPath(product!);
}

/** The main gallery image's computed transform and transform origin. */
async function zoomState(page: Page) {
  return page.locator('section[aria-label="Product images"] img').first().evaluate((image) => {
    const style = getComputedStyle(image);
    return { transform: style.transform, origin: style.transformOrigin };
  });
}

/**
 * The shop behind a local relay that sends the home page's HTML in two parts: up to `cutAt(html)`, then the rest
 * 500 ms later (a stalled network). Every other request is passed through whole.
 */
async function startRelay(target: string, cutAt: (html: string) => number) {
  let stalled = false;
  const server = createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url ?? '/', target), {
      method: request.method,
      headers: { accept: request.headers.accept ?? '*/*', cookie: request.headers.cookie ?? '' },
    });
    const headers = Object.fromEntries([...upstream.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name)));
    response.writeHead(upstream.status, headers);
    if (request.url !== '/' || !headers['content-type']?.startsWith('text/html')) {
      response.end(Buffer.from(await upstream.arrayBuffer()));
      return;
    }
    const html = await upstream.text();
    const cut = cutAt(html);
    response.write(html.slice(0, cut));
    stalled = true;
    setTimeout(() => response.end(html.slice(cut)), 500);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stalled: () => stalled,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const mainImageSource = (page: Page) => page.locator('section[aria-label="Product images"] img').first().getAttribute('src');

test.describe('design: desktop', () => {
  test.use({ viewport: DESKTOP });

  test('the header keeps its layout when the shopper\'s counts arrive after hydration', async ({ browser, baseURL }) => {
    /** Where the header's search field and links sit: in the server's HTML (no script), then once the counts are in. */
    const headerBoxes = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled, baseURL });
      const page = await context.newPage();
      await page.goto('/');
      await settle(page);
      if (javaScriptEnabled) await expect(page.getByTestId('wishlist-count')).toHaveText('0');
      const boxes = await page.locator('.site-header__search, .site-header__icons > *').evaluateAll((elements) =>
        elements.map((element) => {
          const { x, width } = element.getBoundingClientRect();
          return [Math.round(x), Math.round(width)];
        }),
      );
      await context.close();
      return boxes;
    };
    expect(await headerBoxes(true)).toEqual(await headerBoxes(false));
  });

  test('a page whose HTML stalls inside the header is first drawn with the whole header bar, so nothing in it moves', async ({ page, baseURL }) => {
    // The home page's HTML stops for a moment after the header's first link, as a slow network can cut it.
    const relay = await startRelay(baseURL!, (html) => html.indexOf('</button>', html.indexOf('class="site-header__icons"')) + '</button>'.length);
    try {
      await page.addInitScript(() => {
        const state = { firstFrameLinks: -1, shift: 0 };
        Object.assign(window, { __headerState: state });
        requestAnimationFrame(() => {
          state.firstFrameLinks = document.querySelector('.site-header__icons')?.children.length ?? 0;
        });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) state.shift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(relay.url);
      await settle(page);
      const links = await page.locator('.site-header__icons > *').count();
      const state = await page.evaluate(() => (window as unknown as { __headerState: { firstFrameLinks: number; shift: number } }).__headerState);
      expect(relay.stalled()).toBe(true);
      expect(state.firstFrameLinks).toBe(links);
      expect(state.shift).toBeLessThanOrEqual(0.01);
    } finally {
      await relay.close();
    }
  });

  test('on a laptop screen the header shows logo, search and links side by side in every store, with the whole search placeholder and two-digit counts', async ({ page }) => {
    test.slow(); // six page loads
    // 1024 px: the links show their icons alone (narrower, the search takes its own row); 1280 px: with their names.
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const store of ['', '/de', '/it']) {
        await page.goto(store || '/');
        await settle(page);
        // The counts are changed in place below: React must have hydrated them first, or its hydration finds text it
        // did not render and draws the whole page again (React error 418).
        await page.waitForFunction(() => {
          const count = document.querySelector('[data-testid="cart-count"]');
          return count !== null && Object.keys(count).some((key) => key.startsWith('__reactFiber$'));
        });
        const where = `${store || '/'} at ${width} px`;
        // Measured again should the shop redraw a count meanwhile (its stores load a few seconds after the page).
        await expect(async () => {
          // A shopper with a big cart and wishlist: the widest counts the header shows. The text nodes keep their
          // identity, so a later update by React only writes them again.
          await page.locator('.site-header__icons .badge').evaluateAll((badges) =>
            badges.forEach((badge) => {
              if (badge.firstChild?.nodeType === Node.TEXT_NODE) badge.firstChild.nodeValue = '88';
              else badge.textContent = '88';
            }),
          );
          const layout = await page.evaluate(() => {
            const bar = document.querySelector('.site-header__bar')!.getBoundingClientRect();
            const parts = [
              document.querySelector('.site-header__logo')!,
              document.querySelector('.site-header__search')!,
              ...document.querySelectorAll('.site-header__icons > *'),
            ]
              .map((element) => element.getBoundingClientRect())
              .filter((box) => box.width > 0);
            const logo = parts[0]!;
            return {
              sidewaysScroll: document.documentElement.scrollWidth > window.innerWidth,
              // Each part starts where the one before it ends, on one row, inside the bar.
              sideBySide: parts.every((box, index) => index === 0 || box.left >= parts[index - 1]!.right - 0.5) && parts.at(-1)!.right <= bar.right + 0.5,
              oneRow: parts.every((box) => box.top < logo.bottom && box.bottom > logo.top),
            };
          });
          const placeholder = await searchPlaceholderWidths(page);
          const counts = await page.locator('.site-header__icons .badge').allTextContents();
          expect(counts.every((count) => count === '88'), `${where}: counts ${counts.join(', ')}`).toBe(true);
          expect(layout, where).toEqual({ sidewaysScroll: false, sideBySide: true, oneRow: true });
          // Whole as drawn: the glyphs' outer edges may fall a few pixels inside the text's advance width, a cut much more.
          expect(placeholder.drawn, `${where}: placeholder drawn ${placeholder.drawn} px of ${placeholder.text.toFixed(0)}`).toBeGreaterThan(placeholder.text - 4);
        }).toPass({ timeout: 20_000 });
      }
    }
  });

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

  test('after 200 px of scrolling "Back to top" appears; it scrolls to the top and puts the focus on the main content', async ({ page }) => {
    await page.goto('/');
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await expect(backToTop).toHaveCount(0);
    await page.mouse.wheel(0, 150);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(150);
    await expect(backToTop).toHaveCount(0);
    await page.mouse.wheel(0, 300);
    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('main#main')).toBeFocused();
    await expect(backToTop).toHaveCount(0);
  });

  test('when Back to top cannot be loaded the shopper is told so, and Try again brings it', async ({ page }) => {
    // Only the chunk with Back to top's code (the one that draws "back-to-top") fails, so the notification can only
    // be its report; every other script loads.
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes('"back-to-top"')) return route.abort();
      return route.fulfill({ response });
    });
    await page.goto('/');
    await page.mouse.wheel(0, 300);
    await expect(page.getByText('An error occured while loading the component.')).toBeVisible();
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await expect(backToTop).toHaveCount(0);
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(backToTop).toBeVisible();
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
    // Only the hero goes ahead of everything: the first offer banner (a phone's first screen ends in it) loads at once,
    // at the browser's own priority.
    const urgentPreloads = page.locator('link[rel="preload"][as="image"][fetchpriority="high"]');
    await expect(urgentPreloads).toHaveCount(1);
    await expect(urgentPreloads).toHaveAttribute('imagesrcset', /\/img\/640\/320\/resize\//);
    const firstOffer = page.getByRole('region', { name: 'Offers' }).locator('img').first();
    await expect(firstOffer).toHaveAttribute('loading', 'eager');
    await expect(firstOffer).not.toHaveAttribute('fetchpriority', /.*/);
    const tile = page.locator('.product-tile img').first();
    await expect(tile).toHaveAttribute('srcset', /\/img\/324\/489\/resize\/.* 324w, \/img\/432\/652\/resize\/.* 432w, \/img\/648\/978\/resize\/.* 648w/);
    await expect(tile).toHaveAttribute('loading', 'lazy');
    await tile.scrollIntoViewIfNeeded();
    await expect.poll(() => tile.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('the product page shows related products in full rows of 4, and its buttons change on hover', async ({ page, request }) => {
    await page.goto(await listedProduct(request, 'configurable'));
    await settle(page);
    const shapes = await gridShapes(page);
    expect(shapes.length).toBeGreaterThanOrEqual(1);
    for (const [items, columns] of shapes) {
      expect(columns).toBe(4);
      expect(items % columns).toBe(0);
    }
    for (const button of [page.getByRole('button', { name: 'Add to cart' }), page.getByRole('button', { name: 'Next image' })]) {
      await page.mouse.move(0, 0);
      const idle = await style(button, 'background-color');
      await button.hover();
      await expect.poll(() => style(button, 'background-color')).not.toBe(idle);
    }
    const footerLink = page.locator('.site-footer__links a').first();
    const idleLink = await style(footerLink, 'color');
    await footerLink.hover();
    await expect.poll(() => style(footerLink, 'color')).not.toBe(idleLink);
  });

  test('a search page of 18 results fills its rows beside the filters (3 per row)', async ({ page }) => {
    await page.goto('/search?q=jacket');
    await expect(page.locator('.product-grid > *')).toHaveCount(18);
    for (const [items, columns] of await gridShapes(page)) {
      expect(columns).toBe(3);
      expect(items % columns).toBe(0);
    }
  });

  test('the gallery zooms with the mouse: a click zooms where it lands, moving pans, a second click zooms out', async ({ page, request }) => {
    await page.goto(await listedProduct(request, 'configurable'));
    await settle(page);
    const box = (await page.locator('section[aria-label="Product images"] img').first().boundingBox())!;
    expect((await zoomState(page)).transform).toBe('none');
    await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.25);
    await expect(page.getByRole('button', { name: 'Zoom image' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await zoomState(page)).transform).toMatch(/^matrix\(2, 0, 0, 2/);
    const before = (await zoomState(page)).origin;
    await page.mouse.move(box.x + box.width * 0.75, box.y + box.height * 0.7, { steps: 4 });
    await expect.poll(async () => (await zoomState(page)).origin).not.toBe(before);
    await page.mouse.click(box.x + box.width * 0.75, box.y + box.height * 0.7);
    await expect(page.getByRole('button', { name: 'Zoom image' })).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(async () => (await zoomState(page)).transform).toBe('none');
  });

  test('the gallery works from the keyboard: arrows change the image, Enter zooms, arrows pan, Escape zooms out', async ({ page, request }) => {
    await page.goto(await listedProduct(request, 'configurable'));
    await settle(page);
    const zoom = page.getByRole('button', { name: 'Zoom image' });
    const first = await mainImageSource(page);
    await zoom.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('button', { name: /^Show image 2 of/ })).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => mainImageSource(page)).not.toBe(first);
    await page.keyboard.press('Enter');
    await expect(zoom).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await zoomState(page)).transform).toMatch(/^matrix\(2, 0, 0, 2/);
    const centred = (await zoomState(page)).origin;
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    await expect.poll(async () => (await zoomState(page)).origin).not.toBe(centred);
    await expect(page.getByRole('button', { name: /^Show image 2 of/ })).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('Escape');
    await expect(zoom).toHaveAttribute('aria-pressed', 'false');
    await expect(zoom).toBeFocused();
  });

  for (const page of ['home', 'category', 'product'] as const) {
    test(`the ${page} page shifts no layout on load (CLS ≤ 0.01) and passes axe, header and footer included`, async ({ page: tab, request }) => {
      test.slow(); // axe over a whole listing page takes a while on a busy machine
      let path = page === 'home' ? '/' : '/women/tops-women/jackets-women';
      if (page === 'product') {
        // A configurable without custom options (the test below takes one with them): which configurable comes first
        // depends on what the journeys before changed.
        const [product] = (await findProducts(request, [{ attribute: 'type_id', value: { eq: 'configurable' } }], 20)).filter(
          (entry) => entry.visibility === 4 && !(entry.custom_options as unknown[] | undefined)?.length,
        );
        path = productPath(product!);
      }
      await tab.goto(path);
      await settle(tab);
      expect(await cumulativeLayoutShift(tab)).toBeLessThanOrEqual(0.01);
      const result = await axeScan(tab).withTags(WCAG).analyze();
      expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`)).toEqual([]);
    });
  }

  test('a product page with custom options shifts no layout on load (CLS ≤ 0.01)', async ({ page, request }) => {
    // The options were once wrapped in a Suspense boundary, which React's streaming sent after the rest of the page
    // and revealed after the first paint: the buttons below moved down (CLS 0.0148).
    const [product] = (await findProducts(request, [{ attribute: 'type_id', value: { eq: 'configurable' } }], 200)).filter(
      (entry) => entry.visibility === 4 && Boolean((entry.custom_options as unknown[] | undefined)?.length),
    );
    await page.goto(productPath(product!));
    await settle(page);
    expect(await cumulativeLayoutShift(page)).toBeLessThanOrEqual(0.01);
  });

  test("the lead banner's text sits on its photo's empty left side, not in a strip below it", async ({ page }) => {
    await page.goto('/');
    await settle(page);
    const tile = page.getByRole('region', { name: 'Offers' }).getByRole('link').first();
    const photo = (await tile.locator('img').boundingBox())!;
    const text = (await tile.getByText('New season', { exact: true }).boundingBox())!;
    expect(text.y).toBeGreaterThan(photo.y);
    expect(text.y + text.height).toBeLessThan(photo.y + photo.height);
    expect(text.x + text.width).toBeLessThan(photo.x + photo.width / 2);
  });

  for (const viewport of [DESKTOP, PHONE]) {
    test(`the login modal's "Register" and "Forgot the password?" read as two links at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/?modal=auth');
      const dialog = page.getByRole('dialog', { name: 'Log in' });
      await expect(dialog.getByRole('button', { name: 'Forgot the password?' })).toBeVisible();
      const register = (await dialog.getByRole('button', { name: 'No account yet? Register' }).boundingBox())!;
      const forgot = (await dialog.getByRole('button', { name: 'Forgot the password?' }).boundingBox())!;
      // On one line at least 1.5rem apart, or each on its own line.
      if (Math.abs(register.y - forgot.y) < register.height / 2) expect(forgot.x - (register.x + register.width)).toBeGreaterThanOrEqual(24);
      else expect(forgot.y).toBeGreaterThanOrEqual(register.y + register.height);
    });
  }
});

test.describe('design: phone', () => {
  test.use({ viewport: PHONE });

  test("a category's item count and sort label keep their words on one line in every store", async ({ page }) => {
    for (const store of ['', '/de', '/it']) {
      await page.goto(`${store}/women`);
      await settle(page);
      const lines = await page.locator('.category__toolbar p, .sort-select > span').evaluateAll((texts) =>
        texts.map((text) => Math.round(text.getBoundingClientRect().height / parseFloat(getComputedStyle(text).lineHeight))),
      );
      expect(lines, `${store || '/'}/women`).toEqual([1, 1]);
    }
  });

  test('no page scrolls sideways at 375 px, and the logo is never cut', async ({ page, request }) => {
    test.slow(); // 13 pages
    const products = await Promise.all(['configurable', 'bundle', 'grouped'].map((type) => listedProduct(request, type)));
    const pages = ['/', '/women/tops-women/jackets-women', '/women/tops-women/jackets-women?color=50', ...products, '/search?q=jacket', '/checkout', '/compare', '/wishlist', '/my-account', '/de', '/no-such-page'];
    for (const path of pages) {
      await page.goto(path);
      await settle(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
      // The logo's name is translated ("Storefront Startseite" on /de).
      const logo = page.getByRole('banner').getByRole('link', { name: /^Storefront / });
      const box = await logo.boundingBox();
      expect(box, path).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
      // Nothing inside the logo is clipped (the word mark gives way to the mark, it is never ellipsed).
      expect(await logo.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      await expect(logo.locator('svg')).toBeVisible();
    }
  });

  test('"Back to top" shows above the cookie notice, and back down once the notice is accepted', async ({ page }) => {
    await page.goto('/women/tops-women/jackets-women');
    const notice = page.getByRole('region', { name: 'Cookies' });
    await expect(notice).toBeVisible();
    await page.mouse.wheel(0, 600);
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await expect(backToTop).toBeVisible();
    const top = async (locator: Locator) => (await locator.boundingBox())!.y;
    const bottom = async (locator: Locator) => {
      const box = (await locator.boundingBox())!;
      return box.y + box.height;
    };
    await expect.poll(async () => (await bottom(backToTop)) <= (await top(notice))).toBe(true);
    await notice.getByRole('button', { name: 'Accept all' }).click();
    await expect(notice).toHaveCount(0);
    // Just above the bottom bar again.
    const bar = page.getByRole('navigation', { name: 'Quick navigation' });
    await expect.poll(async () => (await top(bar)) - (await bottom(backToTop))).toBeLessThan(40);
    await expect.poll(async () => (await bottom(backToTop)) <= (await top(bar))).toBe(true);
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

  test('with counts on wishlist, compare and cart the phone header keeps the logo and its icons on one row', async ({ page, request }) => {
    await page.goto(await listedProduct(request, 'bundle'));
    await settle(page);
    await page.getByRole('button', { name: /add to wishlist/i }).first().click();
    await page.getByRole('button', { name: /add to compare/i }).first().click();
    await expect(page.getByTestId('wishlist-count')).toHaveText('1');
    const logo = (await page.getByRole('link', { name: 'Storefront home' }).boundingBox())!;
    for (const link of [page.getByRole('link', { name: /^Wishlist/ }), page.getByTestId('compare-link'), page.getByTestId('cart-button')]) {
      const box = (await link.boundingBox())!;
      expect(Math.abs(box.y + box.height / 2 - (logo.y + logo.height / 2))).toBeLessThanOrEqual(4);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
  });

  test('the mobile menu covers the page below the header', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).first().click();
    const menu = page.getByRole('navigation', { name: 'Categories' });
    await expect(menu).toBeVisible();
    const box = (await menu.boundingBox())!;
    expect(box.height).toBeGreaterThan(PHONE.height / 2);
    await expect(menu.getByRole('link', { name: 'Women', exact: true })).toBeInViewport();
  });

  test.describe('touch', () => {
    test.use({ hasTouch: true });

    test('the gallery answers touch: a swipe changes the image, a tap zooms, a drag pans, a second tap zooms out', async ({ page, request }) => {
      await page.goto(await listedProduct(request, 'configurable'));
      await settle(page);
      const frame = page.locator('section[aria-label="Product images"] img').first().locator('xpath=..');
      const box = (await frame.boundingBox())!;
      const touch = async (type: string, x: number, y: number) =>
        frame.dispatchEvent(type, { pointerType: 'touch', pointerId: 7, isPrimary: true, clientX: box.x + x, clientY: box.y + y, bubbles: true });
      const first = await mainImageSource(page);
      await touch('pointerdown', box.width * 0.8, box.height / 2);
      await touch('pointermove', box.width * 0.5, box.height / 2);
      await touch('pointerup', box.width * 0.2, box.height / 2);
      await expect(page.getByRole('button', { name: /^Show image 2 of/ })).toHaveAttribute('aria-current', 'true');
      await expect.poll(() => mainImageSource(page)).not.toBe(first);

      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await expect(page.getByRole('button', { name: 'Zoom image' })).toHaveAttribute('aria-pressed', 'true');
      const before = (await zoomState(page)).origin;
      await touch('pointerdown', box.width / 2, box.height / 2);
      await touch('pointermove', box.width / 2 - 60, box.height / 2 - 40);
      await touch('pointerup', box.width / 2 - 60, box.height / 2 - 40);
      await expect.poll(async () => (await zoomState(page)).origin).not.toBe(before);
      await expect(page.getByRole('button', { name: 'Zoom image' })).toHaveAttribute('aria-pressed', 'true');
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await expect(page.getByRole('button', { name: 'Zoom image' })).toHaveAttribute('aria-pressed', 'false');
    });
  });

  test('the phone home page passes axe and shifts no layout', async ({ page }) => {
    test.slow();
    await page.goto('/');
    await settle(page);
    expect(await cumulativeLayoutShift(page)).toBeLessThanOrEqual(0.01);
    const result = await axeScan(page).withTags(WCAG).analyze();
    expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`)).toEqual([]);
  });
});
