import { axeScan } from './axe';
import { expect, type Page } from '../test';
import { E2E_OWNER } from '../../test/support/e2e-owner';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function expectNoAxeViolations(page: Page) {
  const result = await axeScan(page).withTags(WCAG).analyze();
  expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`)).toEqual([]);
}

/** The owner made by `npm run staff:create` when the e2e shop started (playwright.config.ts) signs in. */
export async function signIn(page: Page) {
  await page.goto('/admin/login');
  await expectNoAxeViolations(page);
  await page.getByLabel('E-mail').fill(E2E_OWNER.email);
  await page.getByLabel('Password').fill(E2E_OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
}
