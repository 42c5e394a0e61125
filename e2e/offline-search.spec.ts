import { axeScan } from './support/axe';
import { expect, test, type Locator, type Page } from './test';
import { waitForServiceWorker } from './support/service-worker';
import { SearchPanel } from './pages/search-panel';

/**
 * Search offline (issue 45, ADR 0052): the products a shopper has seen online (a category's tiles, a product page) are
 * kept in the browser; offline, the search panel and the search results page answer from them with an "offline
 * results" note; back online, the shop's own results replace them.
 */
test.use({ serviceWorkers: 'allow' });

const JACKETS = '/women/tops-women/jackets-women';
const PRODUCT = { path: '/p/MJ01/beaumont-summit-kit', name: 'Beaumont Summit Kit' };
const NOTE = 'You are offline: these results come from the products you have already seen in this shop.';
const NOTE_DE = 'Sie sind offline: Diese Ergebnisse stammen aus den Produkten, die Sie in diesem Shop bereits gesehen haben.';

/** The names of the products this browser keeps for search offline (read without creating the database). */
function seenNames(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((database) => database.name === 'storefront')) return [];
    return new Promise<string[]>((resolve) => {
      const open = indexedDB.open('storefront');
      open.onerror = () => resolve([]);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('seenProducts')) {
          db.close();
          resolve([]);
          return;
        }
        const all = db.transaction('seenProducts').objectStore('seenProducts').getAll();
        all.onsuccess = () => {
          db.close();
          resolve((all.result as { name: string }[]).map((product) => product.name));
        };
        all.onerror = () => {
          db.close();
          resolve([]);
        };
      };
    });
  });
}

const note = (page: Page, text = NOTE) => page.getByRole('note').filter({ hasText: text });

/** Whether the first photo in `within` was drawn: loaded, not a broken image. */
const photoDrawn = (within: Locator) =>
  within
    .locator('img')
    .first()
    .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);

/** Whether the worker keeps a copy of this address (photos vary by Accept, which a page's lookup does not send). */
const kept = (page: Page, path: string) =>
  page.evaluate(async (address) => Boolean(await caches.match(address, { ignoreVary: true })), path);

test('offline, the search panel and the results page answer from the products seen; back online the shop answers', async ({ page, context }) => {
  test.slow(); // a service worker, two pages browsed, then offline and online again
  // Online: a category and a product. The products are kept once the page's listeners run (at the first interaction).
  await page.goto(JACKETS);
  await waitForServiceWorker(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jackets');
  const tileName = ((await page.locator('.product-tile__name').first().textContent()) ?? '').trim();
  const tileWord = tileName.split(' ')[0]!;
  expect(tileWord.length).toBeGreaterThanOrEqual(3);
  await page.mouse.move(20, 20);
  await expect.poll(() => seenNames(page)).toContain(tileName);

  await page.goto(PRODUCT.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT.name);
  await page.mouse.move(20, 20);
  await expect.poll(() => seenNames(page)).toContain(PRODUCT.name);
  // Nothing of the hoodies was seen.
  expect((await seenNames(page)).filter((name) => /hoodie/i.test(name))).toEqual([]);

  await context.setOffline(true);
  await expect(page.getByText('You are offline. Some features might not be available.')).toBeVisible();

  // The header's search panel: a word of the product seen, then of a tile of the category.
  const panel = new SearchPanel(page);
  await panel.open();
  await panel.search('beaumont');
  await expect(panel.results).toHaveCount(1);
  await expect(panel.results.first()).toContainText(PRODUCT.name);
  await expect(panel.results.first().getByRole('link')).toHaveAttribute('href', PRODUCT.path);
  await expect(note(page)).toBeVisible();
  await expect.poll(() => photoDrawn(panel.results.first())).toBe(true);
  await panel.search(tileWord.toLowerCase());
  await expect(panel.results.filter({ hasText: tileName })).toHaveCount(1);
  await expect(note(page)).toBeVisible();
  await expect.poll(() => photoDrawn(panel.results.filter({ hasText: tileName }))).toBe(true);
  // A word of nothing seen: the no-results message, still with the note.
  await panel.search('hoodie');
  await expect(panel.dialog).toContainText('No results were found.');
  await expect(note(page)).toBeVisible();
  await expect(panel.results).toHaveCount(0);

  // Back online: the shop's results replace the offline answer, without typing again.
  await context.setOffline(false);
  await expect(panel.results.first()).toContainText(/hoodie/i);
  await expect(note(page)).toHaveCount(0);
  await expect(panel.dialog).not.toContainText('No results were found.');
  await page.keyboard.press('Escape');

  // The results page, never asked for online: the worker answers it with the offline search page.
  await context.setOffline(true);
  const offlineResults = await page.goto('/search?q=Beaumont');
  expect(offlineResults?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “Beaumont”');
  await expect(note(page)).toBeVisible();
  await expect(page.getByRole('main').locator('.product-tile')).toHaveText([new RegExp(PRODUCT.name)]);
  await expect(new SearchPanel(page).trigger).toHaveValue('Beaumont');
  // Its photo was loaded online only at the product page's sizes: the worker draws the tile from one of those.
  await expect.poll(() => photoDrawn(page.getByRole('main').locator('.product-tile'))).toBe(true);
  const axe = await axeScan(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // The hoodies of the shop's answer in the panel were kept too.
  await page.goto('/search?q=hoodie');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “hoodie”');
  await expect(note(page)).toBeVisible();
  await expect(page.getByRole('main').locator('.product-tile').first()).toContainText(/hoodie/i);

  await page.goto('/search?q=shorts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “shorts”');
  await expect(page.getByRole('main').getByText('No results were found.')).toBeVisible();
  await expect(note(page)).toBeVisible();

  // Back online the page loads again, from the shop.
  await context.setOffline(false);
  await expect(page.getByRole('main').locator('.product-tile').first()).toContainText(/short/i);
  await expect(note(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “shorts”');

  // The German store: its own offline search page, in its language, from what was seen in that store.
  await page.goto('/de/damen');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Damen');
  const germanName = ((await page.locator('.product-tile__name').first().textContent()) ?? '').trim();
  await page.mouse.move(20, 20);
  await expect.poll(() => seenNames(page)).toContain(germanName);
  await context.setOffline(true);
  const germanWord = germanName.split(' ')[0]!;
  await page.goto(`/de/search?q=${encodeURIComponent(germanWord)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Suchergebnisse für „${germanWord}“`);
  await expect(note(page, NOTE_DE)).toBeVisible();
  await expect(page.getByRole('main').locator('.product-tile').filter({ hasText: germanName })).toHaveCount(1);
  await context.setOffline(false);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('offline, a result seen only on its own page is drawn with its photo', async ({ page, context }) => {
    test.slow(); // a service worker, then offline
    // The worker keeps the photos of pages opened once it runs: a page without product photos first installs it.
    await page.goto('/about-us');
    await waitForServiceWorker(page);
    await page.goto(PRODUCT.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT.name);
    await page.getByRole('heading', { level: 1 }).tap();
    await expect.poll(() => seenNames(page)).toContain(PRODUCT.name);

    await context.setOffline(true);
    const offlineResults = await page.goto('/search?q=Beaumont');
    expect(offlineResults?.fromServiceWorker()).toBe(true);
    const tile = page.getByRole('main').locator('.product-tile');
    await expect(tile).toHaveText([new RegExp(PRODUCT.name)]);
    // The phone's product page loaded the photo at the gallery's sizes only, never at the tile's.
    await expect.poll(() => photoDrawn(tile)).toBe(true);
    await context.setOffline(false);
  });
});

test.describe('on a phone, the first page opened', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('offline, the product page a shopper landed on shows its photo again, and its search result too', async ({ page, context }) => {
    test.slow(); // a service worker, then offline
    // Landed on from a search engine: the page and its photos came from the network before the worker existed.
    await page.goto(PRODUCT.path);
    await waitForServiceWorker(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT.name);
    await page.getByRole('heading', { level: 1 }).tap();
    await expect.poll(() => seenNames(page)).toContain(PRODUCT.name);
    const photo = await page.locator('main img').first().evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname);
    // The worker keeps that page and its photos once it runs.
    await expect.poll(() => kept(page, PRODUCT.path)).toBe(true);
    await expect.poll(() => kept(page, photo)).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT.name);
    // Drawn from a kept copy of the very size the page asks for, not from a stand-in of another size.
    await expect.poll(() => photoDrawn(page.getByRole('main'))).toBe(true);
    const drawn = await page.locator('main img').first().evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname);
    expect(await kept(page, drawn)).toBe(true);

    await page.goto('/search?q=Beaumont');
    const tile = page.getByRole('main').locator('.product-tile');
    await expect(tile).toHaveText([new RegExp(PRODUCT.name)]);
    await expect.poll(() => photoDrawn(tile)).toBe(true);
    await context.setOffline(false);
  });
});
