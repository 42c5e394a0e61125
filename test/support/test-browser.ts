import { existsSync } from 'node:fs';

/** Debian's headless build of Chromium (package chromium-headless-shell): the same engine without the browser's UI. */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The browser the tests drive: `CHROMIUM_PATH` if set, else Debian's headless shell, else Debian's Chromium.
 * The shell opens a page and reaches hydration in about two thirds of the full browser's time here (ADR 0036).
 */
export const TEST_BROWSER_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
