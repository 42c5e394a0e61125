import { axeScan } from './support/axe';
import { expect, test, type Page } from './test';
import { AccountPage, AuthModal, PASSWORD, registerThroughApi, simpleInStock, uniqueEmail } from './pages/account-page';
import { configurableInStock, productBySku, ProductPage, productPath } from './pages/product-page';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const header = (page: Page) => page.getByRole('navigation', { name: /Account and cart|Konto und Warenkorb|Account e carrello/ });
const wishlistLink = (page: Page) => page.getByTestId('wishlist-link');
const wishlistItems = (page: Page) => page.getByTestId('wishlist-item');
const notification = (page: Page, text: string) => page.locator('.notifications').getByText(text, { exact: true });

async function expectNoAxeViolations(page: Page, selector: string) {
  const result = await axeScan(page).include(selector).withTags(WCAG).analyze();
  expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`)).toEqual([]);
}

test.describe('wishlist', () => {
  test('a notification with an action passes axe (list items, contrast of the action on the brand colour)', async ({ page, request }) => {
    // The page's clock stands still, so the notification stays while axe runs, however slow the machine.
    await page.clock.install();
    const simple = await productBySku(request, await simpleInStock(request));
    const productPage = new ProductPage(page);
    await productPage.goto(productPath(simple));
    await productPage.addToWishlist.click();
    await expect(page.locator('.notifications').getByRole('button', { name: 'View wishlist' })).toBeVisible();
    await expectNoAxeViolations(page, '.notifications');
  });

  test('heart on a tile and on the product page → one entry per sku → survives reload → add to cart → remove', async ({ page, request }) => {
    test.setTimeout(90_000);
    const simple = await productBySku(request, await simpleInStock(request));
    const { product: configurable, child } = await configurableInStock(request);

    await page.goto('/wishlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
    await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
    await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist 0 items');
    await expectNoAxeViolations(page, 'main');

    // The heart of a search result tile.
    await page.goto(`/search?q=${encodeURIComponent(simple.name)}`);
    const tileHeart = page.getByRole('button', { name: `Add ${simple.name} to wishlist`, exact: true });
    await expect(tileHeart).toHaveAttribute('aria-pressed', 'false');
    await tileHeart.click();
    await expect(notification(page, `Product ${simple.name} has been added to wishlist!`)).toBeVisible();
    await expect(tileHeart).toHaveAttribute('aria-pressed', 'true');
    await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist 1 item');

    // The same product's page knows it is on the list; a second click removes it, a third adds it again (still once).
    const productPage = new ProductPage(page);
    await productPage.goto(productPath(simple));
    const pageHeart = productPage.addToWishlist;
    await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
    await pageHeart.click();
    await expect(notification(page, `Product ${simple.name} has been removed from wishlist!`)).toBeVisible();
    await expect(pageHeart).toHaveAttribute('aria-pressed', 'false');
    await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist 0 items');
    await pageHeart.click();
    await expect(notification(page, `Product ${simple.name} has been added to wishlist!`)).toBeVisible();
    await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');

    // A configured variant is kept by its own sku, with its product page URL.
    await productPage.goto(productPath(configurable, child.sku));
    await expect(productPage.addToWishlist).toHaveAttribute('aria-pressed', 'false');
    await productPage.addToWishlist.click();
    await expect(notification(page, `Product ${configurable.name} has been added to wishlist!`)).toBeVisible();
    await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist 2 items');

    // The notification's action opens the wishlist.
    await page.locator('.notifications').getByRole('button', { name: 'View wishlist' }).click();
    await expect(page).toHaveURL(/\/wishlist$/);
    await expect(wishlistItems(page)).toHaveCount(2);
    await expect(wishlistItems(page).nth(0).getByRole('link', { name: configurable.name })).toHaveAttribute('href', productPath(configurable, child.sku));
    await expect(wishlistItems(page).nth(1).getByRole('link', { name: simple.name })).toHaveAttribute('href', productPath(simple));
    await expect(wishlistItems(page).nth(1).getByTestId('wishlist-price')).toContainText(/\$\d[\d,]*\.\d{2}/);
    await expect(wishlistItems(page).nth(1).locator('img')).toHaveAttribute('src', /^\/img\/210\/300\/resize\//);
    await expect(page.getByTestId('wishlist-total')).toHaveText('2 products');

    await page.reload();
    await expect(wishlistItems(page)).toHaveCount(2);
    await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist 2 items');
    await expectNoAxeViolations(page, 'main');

    // Add to cart from the list: the cart's own notification and count.
    await page.getByRole('button', { name: `Add to cart: ${simple.name}`, exact: true }).click();
    await expect(page.getByText('Product has been added to the cart!')).toBeVisible();
    await expect(header(page).getByRole('button', { name: /^Cart 1 item/ })).toBeVisible();

    // Keyboard: remove the first product with Enter; focus stays on the next remove button.
    const removeConfigurable = page.getByRole('button', { name: `Remove ${configurable.name}`, exact: true });
    await removeConfigurable.focus();
    await page.keyboard.press('Enter');
    await expect(wishlistItems(page)).toHaveCount(1);
    await expect(page.getByRole('button', { name: `Remove ${simple.name}`, exact: true })).toBeFocused();
    await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist 1 item');

    await page.getByRole('button', { name: `Remove ${simple.name}`, exact: true }).click();
    await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
    await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist 0 items');
  });

  test('the wishlist page is not indexed', async ({ page }) => {
    await page.goto('/wishlist');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('/de keeps its own wishlist and shows EUR prices', async ({ page, request }) => {
    const simple = await productBySku(request, await simpleInStock(request));
    const productPage = new ProductPage(page);
    await productPage.goto(productPath(simple, undefined, '/de'));
    const heart = page.getByRole('button', { name: 'Auf die Wunschliste', exact: true });
    await heart.click();
    await expect(notification(page, `Das Produkt ${simple.name} wurde zur Wunschliste hinzugefügt!`)).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/de/wishlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Wunschliste' })).toBeVisible();
    await expect(wishlistItems(page)).toHaveCount(1);
    await expect(wishlistItems(page).getByTestId('wishlist-price')).toHaveText(/^Preis: \d{1,3}(\.\d{3})*,\d{2} €$/);
    await expect(wishlistLink(page)).toHaveAccessibleName('Wunschliste 1 Artikel');
    await expectNoAxeViolations(page, 'main');

    // The default store's list is another one.
    await page.goto('/wishlist');
    await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
  });

  test('logout clears the wishlist', async ({ page, request }) => {
    const customer = { email: uniqueEmail(), firstname: 'Wanda', lastname: 'Wish', password: PASSWORD };
    await registerThroughApi(request, customer);
    const simple = await productBySku(request, await simpleInStock(request));

    await page.goto('/');
    const modal = new AuthModal(page);
    await modal.openFromHeader();
    await modal.login(customer.email, customer.password);
    await expect(modal.dialog).toBeHidden();

    const productPage = new ProductPage(page);
    await productPage.goto(productPath(simple));
    await productPage.addToWishlist.click();
    await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist 1 item');

    const account = new AccountPage(page);
    await account.goto();
    await expect(account.section('profile')).toBeVisible();
    await account.logout();
    await expect(page.getByText("You're logged out")).toBeVisible();
    await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist 0 items');

    await page.goto('/wishlist');
    await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
  });
});
