import type { Locator, Page } from '@playwright/test';

/** The home page as a QA engineer drives it: collections of product tiles. */
export class HomePage {
  readonly newProducts: Locator;
  readonly bestsellers: Locator;

  constructor(private readonly page: Page) {
    this.newProducts = page.getByRole('region', { name: /new products|neue produkte|nuovi prodotti/i });
    this.bestsellers = page.getByRole('region', { name: /bestsellers|bestseller|più venduti/i });
  }

  async goto(storePrefix = '') {
    const response = await this.page.goto(`${storePrefix}/`);
    return response;
  }

  tiles(section: Locator) {
    return section.getByRole('listitem');
  }
}
