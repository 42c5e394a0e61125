import { expect, type Locator, type Page } from '@playwright/test';

/** A category listing: filters as toggling links, the sort select, the product grid. */
export class CategoryPage {
  readonly heading: Locator;
  readonly products: Locator;
  readonly itemCount: Locator;
  readonly sort: Locator;
  readonly clearFilters: Locator;
  /**
   * The "Filters" disclosure of a phone-sized window (<summary>; Chromium exposes it as a button with its expanded
   * state, Playwright gives a summary no role, so it is found as the summary of the filters).
   */
  readonly filtersToggle: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.products = page.getByRole('region', { name: /products|produkte|prodotti/i }).getByRole('listitem');
    // Visible only: Next 16 keeps the previous page of a client navigation mounted but hidden (React Activity).
    this.itemCount = page.locator('.category__toolbar [role="status"]').filter({ visible: true });
    this.sort = page.getByRole('combobox', { name: /sort by|sortieren|ordina/i });
    this.clearFilters = page.getByRole('link', { name: /clear filters/i });
    this.filtersToggle = page.getByRole('complementary').locator('summary');
  }

  async goto(path: string) {
    return this.page.goto(path);
  }

  filterValue(attributeLabel: string, optionLabel: string | RegExp): Locator {
    const name = typeof optionLabel === 'string' ? new RegExp(`^${attributeLabel}: ${optionLabel}\\b`) : optionLabel;
    return this.page.getByRole('complementary').getByRole('link', { name });
  }

  priceRange(label: string): Locator {
    return this.page.getByRole('complementary').getByRole('link', { name: new RegExp(`^${label.replace(/[$.*+?^()|[\]\\]/g, '\\$&')}`) });
  }

  async prices(): Promise<number[]> {
    const texts = await this.page.locator('.product-tile__price > span:last-child').filter({ visible: true }).allTextContents();
    return texts.map((text) => Number(text.replace(/[^0-9.,-]/g, '').replace(/,(?=\d{3})/g, '')));
  }

  async count(): Promise<number> {
    const text = (await this.itemCount.textContent()) ?? '';
    return Number(text.replace(/\D/g, ''));
  }

  async expectLoaded(name: string | RegExp) {
    await expect(this.heading).toHaveText(name);
  }
}
