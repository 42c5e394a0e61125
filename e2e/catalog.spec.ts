import { axeScan } from './support/axe';
import { expect, gotoWithScriptsHeld, test, type Page } from './test';
import { CategoryPage } from './pages/category-page';
import { SearchPanel } from './pages/search-panel';

const JACKETS = '/women/tops-women/jackets-women';

async function expectNoAxeViolations(page: Page) {
  const results = await axeScan(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`)).toEqual([]);
}

test.describe('browsing the catalogue', () => {
  test('home → mega-menu → category → filter colour and size → sort by price → price range → reset', async ({ page }) => {
    test.slow(); // nine navigations, each filtered page rendered afresh: 19 s as a fresh server's first test, once 33 s
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Women', exact: true }).hover();
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Jackets' }).first().click();
    const category = new CategoryPage(page);
    await category.expectLoaded('Jackets');
    await expect(page).toHaveURL(/jackets-women$/);
    const all = await category.count();
    expect(all).toBeGreaterThan(5);

    const colourLink = category.filterValue('Color', /^Color: [A-Z][a-z]+ \(\d+\)$/).first();
    const colour = ((await colourLink.getAttribute('aria-label')) ?? '').replace(/^Color: (\w+).*$/, '$1').toLowerCase();
    await colourLink.click();
    await expect(page).toHaveURL(/color=\d+/);
    // Tiles show a variant in the chosen colour (the generated photos carry the colour in their file name).
    await expect(category.products.first().locator('img')).toHaveAttribute('src', new RegExp(`-${colour}-`));
    const byColour = await category.count();
    expect(byColour).toBeLessThanOrEqual(all);
    expect(byColour).toBeGreaterThan(0);

    await category.filterValue('Size', /^Size: M\b/).click();
    await expect(page).toHaveURL(/size=\d+/);
    expect(await category.count()).toBeLessThanOrEqual(byColour);

    await category.clearFilters.click();
    await expect(page).toHaveURL(new RegExp(`${JACKETS}$`));
    await category.sort.selectOption({ label: 'Price: Low to high' });
    await expect(page).toHaveURL(/sort=final_price:asc/);
    await expect(page.locator('.product-tile__price').filter({ visible: true }).first()).toBeVisible();
    const ascending = await category.prices();
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    await category.sort.selectOption({ label: 'Price: High to low' });
    await expect(page).toHaveURL(/sort=final_price:desc/);
    const descending = await category.prices();
    expect(descending).toEqual([...descending].sort((a, b) => b - a));

    await category.priceRange('$50 - $100').click();
    await expect(page).toHaveURL(/price=50-100/);
    await expect.poll(() => category.count()).toBeLessThan(all);
    for (const price of await category.prices()) {
      expect(price).toBeGreaterThanOrEqual(50);
      expect(price).toBeLessThan(100);
    }
    await category.clearFilters.click();
    await expect(page).toHaveURL(/sort=final_price:desc$/);
    await expect.poll(() => category.count()).toBe(all);
  });

  test('a category page is also reachable by /c/{slug} and filtered URLs are noindex', async ({ page }) => {
    const response = await page.goto('/c/jackets-23');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jackets');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/women\/tops-women\/jackets-women$/);
    await page.goto(`${JACKETS}?sort=final_price:asc`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('a former /c/{url key} answers 301 to /c/{slug} (url_key and slug are one value since issue 12)', async ({ request }) => {
    for (const [former, current] of [['/c/jackets-women?color=49', '/c/jackets-23?color=49'], ['/de/c/women', '/de/c/damen-20']] as const) {
      const response = await request.get(former, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      const location = new URL(response.headers().location!, 'http://x');
      expect(`${location.pathname}${location.search}`).toBe(current);
    }
    expect((await request.get('/c/jackets-23', { maxRedirects: 0 })).status()).toBe(200);
  });

  test('"load more" keeps a crawlable ?page= URL', async ({ page }) => {
    await page.goto('/women');
    const category = new CategoryPage(page);
    const total = await category.count();
    test.skip(total <= 50, 'needs more than one page of products');
    await expect(category.products).toHaveCount(50);
    await page.getByRole('link', { name: 'Load more' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(category.products).toHaveCount(Math.min(100, total));
  });

  test('the dispatcher serves CMS pages and static pages, and 404 for the unknown', async ({ page }) => {
    expect((await page.goto('/about-us'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await page.goto('/i/customer-service'))?.status()).toBe(200);
    expect((await page.goto('/privacy'))?.status()).toBe(200);
    expect((await page.goto('/jobs/sweIntern'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Software Engineering Intern');
    expect((await page.goto('/women/no-such-category'))?.status()).toBe(404);
    expect((await page.goto('/i/no-such-page'))?.status()).toBe(404);
  });

  test('the German store lists categories with euro prices', async ({ page }) => {
    await page.goto(`/de${JACKETS}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.getByRole('combobox', { name: 'Sortieren nach' })).toBeVisible();
    await expect(page.locator('.product-tile__price').filter({ visible: true }).first()).toContainText(/\d+,\d{2} €/);
  });

  test('sitemap.xml lists products and categories with alternates, robots.txt points at it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/women/tops-women/jackets-women</loc>');
    expect(sitemap).toMatch(/\/p\/[^<]+<\/loc>/);
    expect(sitemap).toContain('hreflang="de-DE"');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
    expect(robots).not.toMatch(/^Disallow: \/checkout/m);
  });

  test('menu and breadcrumb pages are prefetched when the shopper points at them, not all on load', async ({ page }) => {
    const prefetched: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch']) prefetched.push(new URL(request.url()).pathname);
    });
    const category = new CategoryPage(page);
    await category.goto(JACKETS);
    await category.expectLoaded('Jackets');
    await page.waitForLoadState('networkidle');
    expect(prefetched).toEqual([]);
    const breadcrumbs = page.getByRole('navigation', { name: /^Breadcrumbs?$/ });
    const women = page.waitForRequest((request) => !!request.headers()['next-router-prefetch'] && new URL(request.url()).pathname === '/women');
    await breadcrumbs.getByRole('link', { name: 'Women' }).hover();
    await women;
    await breadcrumbs.getByRole('link', { name: 'Women' }).click();
    await expect(page).toHaveURL(/\/women$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Women');
  });

  test('the empty checkout and the 404 page prefetch the home page only when the shopper points at its link', async ({ page }) => {
    // Each prefetch with the page that asked for it (its referrer): a hover on one page asks for two parts of the home
    // page, and the second may come after the next page has started.
    const prefetched: string[] = [];
    page.on('request', (request) => {
      const from = request.headers()['referer'];
      if (request.headers()['next-router-prefetch'] && from) prefetched.push(`${new URL(from).pathname} → ${new URL(request.url()).pathname}`);
    });
    for (const [path, link] of [
      ['/checkout', 'Return to shopping'],
      ['/no-such-page', 'Return to home page'],
    ] as const) {
      await page.goto(path);
      const back = page.getByRole('main').getByRole('link', { name: link });
      await expect(back).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(prefetched.filter((entry) => entry.startsWith(`${path} →`))).toEqual([]);
      const home = page.waitForRequest((request) => !!request.headers()['next-router-prefetch'] && new URL(request.url()).pathname === '/');
      await back.hover();
      await home;
    }
  });

  test('the checkout page may be indexed and names its canonical URL', async ({ page }) => {
    await page.goto('/de/checkout');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/de\/checkout$/);
  });
});

test.describe('links from outside the shop', () => {
  test('a filter link with a readable option label filters like the option id', async ({ page }) => {
    const category = new CategoryPage(page);
    const byId = await category.goto(JACKETS);
    expect(byId?.status()).toBe(200);
    const blueLink = category.filterValue('Color', 'Blue');
    const blueHref = (await blueLink.getAttribute('href')) ?? '';
    await page.goto(blueHref);
    const blueCount = await category.count();
    expect(blueCount).toBeGreaterThan(0);

    for (const label of ['Blue', 'blue']) {
      const response = await category.goto(`${JACKETS}?color=${label}`);
      expect(response?.status()).toBe(200);
      expect(await category.count()).toBe(blueCount);
      await expect(category.filterValue('Color', 'Blue')).toHaveAttribute('aria-current', 'true');
    }
    expect((await category.goto(`${JACKETS}?size=M`))?.status()).toBe(200);
    await expect(category.filterValue('Size', 'M')).toHaveAttribute('aria-current', 'true');
  });

  test('an unknown filter value shows the category empty, with a way back to every product', async ({ page }) => {
    const category = new CategoryPage(page);
    for (const path of ['/c/women-20?color=abc', '/women?erin_recommends=x']) {
      const response = await category.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(category.heading).toHaveText('Women');
      await expect(category.itemCount).toHaveText('No items');
    }
    await page.getByRole('region', { name: 'Products' }).getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/women$/);
    expect(await category.count()).toBeGreaterThan(0);
  });

  test('/pwa.html is the home page, in every store', async ({ page }) => {
    await page.goto('/pwa.html');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.goto('/de/pwa.html');
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  });
});

test.describe('search results page', () => {
  test('counts the matches, pages with crawlable links, filters and sorts like a category', async ({ page }) => {
    const category = new CategoryPage(page);
    const response = await page.goto('/search?q=tee');
    expect(response?.status()).toBe(200);
    await expect(category.heading).toHaveText('Search results for “tee”');
    const total = await category.count();
    expect(total).toBeGreaterThan(18);
    await expect(category.products).toHaveCount(18);
    await page.getByRole('link', { name: 'Load more' }).click();
    await expect(page).toHaveURL(/\/search\?q=tee&page=2$/);
    await expect(category.products).toHaveCount(Math.min(36, total));

    await category.sort.selectOption({ label: 'Price: Low to high' });
    await expect(page).toHaveURL(/q=tee&sort=final_price:asc/);
    const ascending = await category.prices();
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    await category.filterValue('Color', /^Color: [A-Z][a-z]+ \(\d+\)$/).first().click();
    await expect(page).toHaveURL(/q=tee&color=\d+/);
    await expect.poll(() => category.count()).toBeLessThan(total);
    await category.clearFilters.first().click();
    await expect(page).toHaveURL(/q=tee&sort=final_price:asc$/);
    await expect.poll(() => category.count()).toBe(total);
  });

  test('long search text is shortened with a note, never an error page', async ({ page }) => {
    const response = await page.goto(`/search?q=${'a'.repeat(256)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('note')).toHaveText('Your search was shortened to 200 characters.');

    await page.goto('/');
    const panel = new SearchPanel(page);
    await panel.open();
    // Pasted text: inserted as one piece, as a paste is.
    await panel.input.focus();
    await page.keyboard.insertText('tee '.repeat(80));
    await expect(panel.input).toHaveValue(('tee '.repeat(80)).slice(0, 200));
    await expect(panel.dialog).toContainText('Your search was shortened to 200 characters.');
    await expect(panel.results.first()).toBeVisible();
    await expect(panel.dialog).not.toContainText('Something went wrong');
  });
});

test.describe('search panel', () => {
  test('text typed into the search bar before the page’s scripts have run is in the panel once they have', async ({ page }) => {
    // A results page: the bar's own text (the page's) must not be written over what the shopper typed.
    const release = await gotoWithScriptsHeld(page, '/search?q=tee');
    const panel = new SearchPanel(page);
    await panel.trigger.click();
    await page.keyboard.type('hoodie');
    release();
    await expect(panel.input).toHaveValue('hoodie');
    await expect(panel.input).toBeFocused();
    await expect(panel.results.first()).toContainText(/hood/i);
  });

  test('opens from the search bar, asks for 3 characters, finds hoodies from a typo, narrows by category, closes on Escape', async ({ page }) => {
    await page.goto('/');
    const panel = new SearchPanel(page);
    await panel.open();
    await panel.search('ho');
    await expect(panel.dialog).toContainText('Searched term should consist of at least 3 characters.');
    await panel.search('hoodei');
    await expect(panel.results.first()).toContainText(/hood/i);
    const before = await panel.results.count();
    expect(before).toBeGreaterThan(0);
    await panel.chip(/^Women › Hoodies/).click();
    await expect(panel.chip(/^Women › Hoodies/)).toHaveAttribute('aria-pressed', 'true');
    await expect(async () => expect(await panel.results.count()).toBeLessThanOrEqual(before)).toPass();
    await page.keyboard.press('Escape');
    await expect(panel.dialog).toHaveCount(0);
  });

  test('offers "Did you mean" for a misspelt word, on the results page and in the panel', async ({ page }) => {
    const category = new CategoryPage(page);
    const panel = new SearchPanel(page);
    await page.goto('/search?q=ohodie');
    await expect(page.getByText('Did you mean:')).toBeVisible();
    // The header's bar holds the page's text, to be refined from there.
    await expect(panel.trigger).toHaveValue('ohodie');
    await page.getByRole('link', { name: 'hoodie', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=hoodie$/);
    await expect.poll(() => category.count()).toBeGreaterThan(0);
    await expect(panel.trigger).toHaveValue('hoodie');
    // Left for another page of the shop (the logo: a client-side navigation), the bar is empty; back, it holds the text.
    await page.getByRole('link', { name: 'Storefront home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(panel.trigger).toHaveValue('');
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=hoodie$/);
    await expect(panel.trigger).toHaveValue('hoodie');
    // Opened from there, the panel starts with the text; closed, the bar shows it again, with the focus in it, and is
    // emptied all the same when the page goes.
    await panel.trigger.click();
    await expect(panel.input).toHaveValue('hoodie');
    await page.keyboard.press('Escape');
    await expect(panel.trigger).toHaveValue('hoodie');
    await expect(panel.trigger).toBeFocused();
    await page.goForward();
    await expect(page).toHaveURL(/\/$/);
    await expect(panel.trigger).toHaveValue('');

    await page.goto('/');
    await panel.open();
    await panel.search('ohodie');
    await expect(panel.dialog).toContainText('No results were found.');
    await panel.dialog.getByRole('button', { name: 'hoodie', exact: true }).click();
    await expect(panel.input).toHaveValue('hoodie');
    await expect(panel.results.first()).toBeVisible();
  });

  test('says so when nothing is found', async ({ page }) => {
    await page.goto('/');
    const panel = new SearchPanel(page);
    await panel.open();
    await panel.search('qzxqzxqzx');
    await expect(panel.dialog).toContainText('No results were found.');
  });
});

test.describe('shell', () => {
  test.describe('a control clicked before the page’s scripts have run does its job once they have', () => {
    test('the header’s Cart opens the cart, and it stays open', async ({ page }) => {
      const release = await gotoWithScriptsHeld(page, '/');
      await page.getByRole('banner').getByTestId('cart-button').click();
      release();
      const cart = page.getByRole('dialog', { name: 'Shopping cart' });
      await expect(cart).toBeVisible();
      await expect(page.getByRole('banner').getByTestId('cart-button')).toHaveAttribute('aria-expanded', 'true');
    });

    test('the header’s Account opens the login', async ({ page }) => {
      const release = await gotoWithScriptsHeld(page, '/');
      await page.getByRole('navigation', { name: 'Account and cart' }).getByRole('button', { name: /Account/ }).click();
      release();
      await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    });

    test('the footer’s Newsletter opens its form; only the last control clicked counts', async ({ page }) => {
      const release = await gotoWithScriptsHeld(page, '/');
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('button', { name: 'Contact us' }).click();
      await footer.getByRole('button', { name: 'Newsletter' }).click();
      release();
      await expect(page.getByRole('dialog', { name: 'Newsletter' })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1);
    });
  });

  test('"Accept all" tapped before the page’s scripts have run takes the notice away for good once they have', async ({ page }) => {
    const release = await gotoWithScriptsHeld(page, '/');
    await page.getByRole('button', { name: 'Accept all' }).click();
    release();
    await expect(page.getByRole('region', { name: 'Cookies' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'New products' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept all' })).toHaveCount(0);
  });

  test('a sort chosen before the page’s scripts have run is applied once they have', async ({ page }) => {
    const release = await gotoWithScriptsHeld(page, JACKETS);
    const category = new CategoryPage(page);
    await category.sort.selectOption({ label: 'Price: Low to high' });
    release();
    await expect(page).toHaveURL(/sort=final_price:asc/);
    await expect(category.sort).toHaveValue('final_price:asc');
    await expect(async () => {
      const ascending = await category.prices();
      expect(ascending.length).toBeGreaterThan(1);
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    }).toPass();
  });

  test('the cookie notice disappears for good once accepted', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Accept all' }).click();
    await expect(page.getByRole('region', { name: 'Cookies' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'New products' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept all' })).toHaveCount(0);
  });

  test('an accepted cookie notice stays hidden from the first paint, before any script of the shop runs', async ({ page, context }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Accept all' }).click();
    await expect(page.getByRole('region', { name: 'Cookies' })).toHaveCount(0);
    const [accepted] = (await context.cookies()).filter((cookie) => cookie.name === 'cookiesAccepted');
    expect(accepted?.value).toBe('true');
    expect(accepted!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 60 * 60 * 1000);
    // Without the shop's scripts only the inline one in the HTML can hide the server-rendered notice.
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.reload({ waitUntil: 'load' });
    await expect(page.getByRole('heading', { name: 'New products' })).toBeVisible();
    await expect(page.locator('#cookie-notice')).toBeHidden();
  });

  test('a shopper who accepted before the cookie existed gets it on the next visit', async ({ page, context }) => {
    await context.addInitScript(() => {
      if (!localStorage.getItem('claim:cookiesAccepted'))
        localStorage.setItem('claim:cookiesAccepted', JSON.stringify({ code: 'cookiesAccepted', created_at: '2026-01-01T00:00:00.000Z', value: true }));
    });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Accept all' })).toHaveCount(0);
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'cookiesAccepted')?.value).toBe('true');
  });

  test('a shopper who cleared site storage but kept the cookie is not asked again', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'cookiesAccepted', value: 'true', url: baseURL! }]);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'New products' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('claim:cookiesAccepted') ?? 'null')?.value))
      .toBe(true);
    await expect(page.locator('#cookie-notice')).toHaveCount(0);
  });

  test('the offline badge follows the connection', async ({ page, context }) => {
    await page.goto('/');
    await context.setOffline(true);
    await expect(page.getByText('You are offline. Some features might not be available.')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('You are offline. Some features might not be available.')).toHaveCount(0);
  });

  test('compare: empty state, then a product added from its page, then removed', async ({ page, request }) => {
    await page.goto('/compare');
    await expect(page.getByText('You have no items to compare.')).toBeVisible();
    const search = await request.post('/api/catalog/vue_storefront_catalog/product/_search?request_format=search-query&size=1', {
      data: { _appliedFilters: [{ attribute: 'type_id', value: { eq: 'configurable' } }] },
    });
    const product = (await search.json()).hits.hits[0]._source;
    await page.goto(`/p/${product.sku}/${product.slug}`);
    const compareButton = page.getByRole('button', { name: 'Add to compare' });
    await expect(compareButton).toHaveAttribute('aria-pressed', 'false');
    await compareButton.click();
    await expect(compareButton).toHaveAttribute('aria-pressed', 'true');
    // The header leads to the list and counts it.
    const headerLink = page.getByRole('banner').getByTestId('compare-link');
    await expect(headerLink).toHaveAccessibleName('Compare 1 product');
    await headerLink.click();
    await expect(page).toHaveURL(/\/compare$/);
    await expect(page.getByRole('columnheader', { name: new RegExp(product.name) })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Color' })).toBeVisible();
    // One price row, in the shop's currency (no raw ex-tax number).
    await expect(page.getByRole('rowheader', { name: 'Price' })).toHaveCount(1);
    await expect(page.getByRole('row', { name: /^Price/ }).getByRole('cell').first()).toHaveText(/^\$\d+\.\d{2}$/);
    await page.getByRole('button', { name: `Remove ${product.name}` }).click();
    await expect(page.getByText('You have no items to compare.')).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the sort has a button that applies it and keeps the filters', async ({ page }) => {
    const category = new CategoryPage(page);
    await category.goto(JACKETS);
    await category.filterValue('Color', /^Color: [A-Z][a-z]+ \(\d+\)$/).first().click();
    await expect(page).toHaveURL(/color=\d+/);
    const colour = new URL(page.url()).searchParams.get('color');
    await category.sort.selectOption({ label: 'Price: High to low' });
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    await expect(page).toHaveURL(/sort=final_price(:|%3A)desc/);
    expect(new URL(page.url()).searchParams.get('color')).toBe(colour);
    await expect(category.sort).toHaveValue('final_price:desc');
    const descending = await category.prices();
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  });
});

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  for (const path of ['/', JACKETS, `${JACKETS}?color=49&price=50-100`, '/about-us', '/compare', '/jobs', '/no/such/page']) {
    test(`no violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }

  test('no violations with the search panel open', async ({ page }) => {
    await page.goto('/');
    const panel = new SearchPanel(page);
    await panel.open();
    await panel.search('jacket');
    await expect(panel.results.first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
