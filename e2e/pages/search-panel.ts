import type { Locator, Page } from '@playwright/test';

export class SearchPanel {
  readonly trigger: Locator;
  readonly dialog: Locator;
  readonly input: Locator;
  readonly results: Locator;

  constructor(private readonly page: Page) {
    this.trigger = page.locator('#site-search');
    this.dialog = page.getByRole('dialog', { name: /search the shop|im shop suchen|cerca nel negozio/i });
    this.input = this.dialog.getByRole('searchbox');
    this.results = this.dialog.locator('.search-panel__results > li');
  }

  async open() {
    await this.trigger.click();
    await this.input.waitFor();
  }

  async search(text: string) {
    await this.input.fill(text);
  }

  chip(name: RegExp): Locator {
    return this.dialog.getByRole('button', { name });
  }
}
