import { expect, test, type Locator, type Page } from './test';
import { configurableInStock, ProductPage, productPath } from './pages/product-page';

const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart \d/ });

/** The price and the option values the page shows as chosen (the price box, the checked radios). */
async function shownChoice(productPage: ProductPage) {
  const price = ((await productPage.price.textContent()) ?? '').trim();
  const values = await Promise.all((await productPage.page.getByRole('radio', { checked: true }).all()).map((radio) => accessibleName(radio)));
  return { price, values };
}

const accessibleName = (radio: Locator) => radio.evaluate((input: HTMLInputElement) => input.labels?.[0]?.textContent?.trim() ?? '');

/** What the bar writes beside its button: generated content (hidden from assistive technology), so not in its text. */
const barText = (bar: Locator) => bar.evaluate((element) => ['::before', '::after'].map((pseudo) => getComputedStyle(element, pseudo).content).join(' '));

const bottomOf = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return box.y + box.height;
};

/** Spec §1 on phones: the product page's Add to cart (under the gallery, two screens down) rides in a bar at the bottom. */
test.describe('the buy bar on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Add to cart stays at hand with the price and the chosen options, past the button\'s place too, and adds to the cart', async ({ page, request }) => {
    const { product, child } = await configurableInStock(request);
    const productPage = new ProductPage(page);
    await productPage.goto(productPath(product, child.sku));
    const addToCart = productPage.addToCart;
    const bar = addToCart.locator('xpath=..');
    await expect(addToCart).toBeInViewport({ ratio: 1 });

    // Another size that has a variant to add: the bar follows the choice.
    const sizes = productPage.option(/^Size/);
    for (const radio of await sizes.getByRole('radio', { checked: false, disabled: false }).all()) {
      const size = await accessibleName(radio);
      await productPage.choose(/^Size/, size);
      await expect(sizes).toHaveAccessibleName(new RegExp(`: ${size}$`));
      if (await addToCart.isEnabled()) break;
    }
    await expect(addToCart).toBeEnabled();
    const { price, values } = await shownChoice(productPage);
    expect(values.length).toBe(2);
    await expect.poll(() => barText(bar)).toContain(`"${price}"`);
    await expect.poll(() => barText(bar)).toContain(`"${values.join(', ')}"`);

    // Past the purchase form (its quantity field is out of view), down to the reviews.
    await productPage.reviews.scrollIntoViewIfNeeded();
    await expect(productPage.quantity).not.toBeInViewport();
    await expect(addToCart).toBeInViewport({ ratio: 1 });
    expect(await barText(bar)).toContain(`"${price}"`);
    // Above the bottom bar, and below the cookie notice, which stays readable until it is answered.
    const bottomBar = page.getByRole('navigation', { name: 'Quick navigation' });
    expect(await bottomOf(bar)).toBeLessThanOrEqual((await bottomBar.boundingBox())!.y + 1);
    const notice = page.getByRole('region', { name: 'Cookies' });
    await expect(notice).toBeVisible();
    expect(await bottomOf(notice)).toBeLessThanOrEqual((await bar.boundingBox())!.y + 1);

    // One button, reached by the keyboard right after the quantity, as before; the bar's words are not read again.
    await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(1);
    expect(await bar.ariaSnapshot()).not.toContain(price);
    await page.getByRole('button', { name: 'Increase quantity' }).focus();
    await page.keyboard.press('Tab');
    await expect(addToCart).toBeFocused();

    await expect(cartButton(page)).toHaveAccessibleName('Cart 0 items');
    await addToCart.click();
    await expect(cartButton(page)).toHaveAccessibleName('Cart 1 item');
  });

  test('on a desktop screen the button stays in the form, without the bar', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const { product, child } = await configurableInStock(request);
    const productPage = new ProductPage(page);
    await productPage.goto(productPath(product, child.sku));
    const bar = productPage.addToCart.locator('xpath=..');
    await expect(productPage.addToCart).toBeVisible();
    expect(await barText(bar)).toBe('none none');
    // Beside the quantity, and gone from view once the page scrolls past it.
    const quantity = (await productPage.quantity.boundingBox())!;
    const button = (await productPage.addToCart.boundingBox())!;
    expect(Math.abs(button.y + button.height / 2 - (quantity.y + quantity.height / 2))).toBeLessThanOrEqual(8);
    await productPage.reviews.scrollIntoViewIfNeeded();
    await expect(productPage.addToCart).not.toBeInViewport();
  });
});
