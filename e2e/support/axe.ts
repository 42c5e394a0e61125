import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * An axe scan of `page`, run by `axe.run` in the page itself. The shop draws no frames, so the default mode (a partial
 * run per frame, finished in a blank page the scan opens) checks nothing more and costs a page per scan: ~2 s of the
 * ~3 s each scan took, seven scans in the keyboard journey.
 */
export function axeScan(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode();
}
