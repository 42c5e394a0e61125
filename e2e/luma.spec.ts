import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './test';
import { CategoryPage } from './pages/category-page';
import { ProductPage } from './pages/product-page';
import { SearchPanel } from './pages/search-panel';

const FIXTURES = path.resolve(process.cwd(), '../shared/fixtures');
test.skip(!fs.existsSync(FIXTURES), `the Luma journeys need the fixtures in ${FIXTURES}`);

test.describe('the shop on the imported Luma catalogue', () => {
  test('the Tops category of the original shop lists tops', async ({ page }) => {
    const response = await page.goto('/women/tops-women/tops-21');
    expect(response?.status()).toBe(200);
    const category = new CategoryPage(page);
    await category.expectLoaded('Tops');
    expect(await category.count()).toBeGreaterThan(10);
    await expect(category.products.first()).toBeVisible();
  });

  test('search "jaket" finds jackets', async ({ page }) => {
    await page.goto('/');
    const panel = new SearchPanel(page);
    await panel.open();
    await panel.search('jaket');
    await expect(panel.results.first()).toContainText(/jacket/i);
  });

  test('WS01 in Green and L goes into the cart as WS01-L-Green', async ({ page }) => {
    const product = new ProductPage(page);
    await product.goto('/p/WS01/gwyn-endurance-tee');
    await expect(product.heading).toHaveText('Gwyn Endurance Tee');
    const gallery = page.getByRole('region', { name: 'Product images' });
    await expect(gallery.getByRole('img').first()).toHaveAttribute('src', /ws01-black_main/);
    await product.choose('Color', 'Green');
    // The green photo is not in the product's own gallery (black front and back): the variant brings it.
    await expect(gallery.getByRole('img').first()).toHaveAttribute('src', /ws01-green_main/);
    await product.choose('Size', 'L');
    await expect(page).toHaveURL(/\/p\/WS01\/gwyn-endurance-tee\/WS01-L-Green$/);
    await expect(product.sku).toContainText('WS01-L-Green');

    await product.addToCart.click();
    await expect(page.getByText('Product has been added to the cart!')).toBeVisible();
    await page.getByRole('button', { name: /^Cart \d/ }).click();
    const line = page.getByRole('dialog', { name: 'Shopping cart' }).getByTestId('microcart-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText('SKU: WS01-L-Green');
  });

  test('the bundle 24-WG080 shows its options', async ({ page }) => {
    await page.goto('/p/24-WG080/sprite-yoga-companion-kit');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sprite Yoga Companion Kit');
    await expect(page.getByRole('group').first()).toBeVisible();
  });

  test('names imported with HTML entities read "Cobalt CoolTech™ Fitness Short" on category, product and search pages and in the API', async ({ page, request }) => {
    const name = 'Cobalt CoolTech™ Fitness Short';
    const category = new CategoryPage(page);
    expect((await category.goto('/men/bottoms-men/shorts-men/shorts-19'))?.status()).toBe(200);
    const tile = category.products.filter({ hasText: name });
    await expect(tile).toHaveCount(1);
    expect(await page.locator('main').innerText()).not.toMatch(/&[a-z]+;/);

    await tile.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/p\/MSH01\//);
    const product = new ProductPage(page);
    await expect(product.heading).toHaveText(name);
    await expect(page).toHaveTitle(new RegExp(name));
    expect(await page.locator('main').innerText()).not.toMatch(/&[a-z]+;/);

    await page.goto('/search?q=cobalt');
    await expect(page.getByRole('main').getByText(name).first()).toBeVisible();

    await page.goto('/');
    const panel = new SearchPanel(page);
    await panel.open();
    await panel.search('cobalt fitness');
    await expect(panel.results.filter({ hasText: name }).first()).toBeVisible();

    const body = { _appliedFilters: [{ attribute: 'sku', value: { eq: 'MSH01' } }] };
    const answer = await request.post('/api/catalog/vue_storefront_catalog/product/_search?request_format=search-query', { data: body });
    const source = (await answer.json()).hits.hits[0]._source;
    expect(source.name).toBe(name);
    expect(source.configurable_children.map((child: { name: string }) => child.name)).toContain(`${name}-32-Black`);
  });
});
