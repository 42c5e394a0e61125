import { test as base, expect, type BrowserContext, type Locator, type Page, type Response } from '@playwright/test';

export * from '@playwright/test';

/**
 * Waits until the page's start-up scripts have run (Next.js's router has started): a click right after `goto` is
 * then a click on a working page, whatever the machine's load. What a shopper who acts earlier gets is tested on its
 * own (e2e/first-input.spec.ts). Only for the shop's HTML pages; a navigation given its own
 * `waitUntil` (a test that blocks the scripts) is not waited for.
 */
async function untilStarted(page: Page, response: Response | null): Promise<void> {
  if (!/text\/html/.test(response?.headers()['content-type'] ?? '')) return;
  // A page that is not the shop's (a stand-in a test routes in) names none of Next.js's files: nothing to wait for.
  await page.waitForFunction(
    () =>
      'next' in window ||
      ![...document.scripts].some((script) => /\/_next\/static\//.test(script.src || script.text)),
  );
}

const patched = new WeakSet<Page>();

/** Makes `page.goto` and `page.reload` return once the page's scripts have started (see `untilStarted`). */
function waitForStartOnNavigation(page: Page): void {
  if (patched.has(page)) return;
  patched.add(page);
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (!options?.waitUntil) await untilStarted(page, response);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (!options?.waitUntil) await untilStarted(page, response);
    return response;
  };
}

/**
 * The same for every tab of a context the test opens itself (a second tab, a persistent profile): a click right after
 * their `goto` must not land before hydration either.
 */
export function waitForStartInEveryTab(context: BrowserContext): BrowserContext {
  for (const page of context.pages()) waitForStartOnNavigation(page);
  context.on('page', waitForStartOnNavigation);
  return context;
}

/** Playwright's `test`, with `page.goto` and `page.reload` (in every tab of the test's context) that return once the page's scripts have started. */
export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) waitForStartInEveryTab(context);
    await provide(context);
  },
});

/**
 * Opens `path` with its scripts held back (a slow phone's first seconds): the page is drawn, and nothing of it runs
 * until the returned function is called.
 */
export async function gotoWithScriptsHeld(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return release;
}

/**
 * The element is on screen and would take a click at its centre: its box lies within the viewport and
 * `document.elementFromPoint` there is the element or inside it. Playwright's "visible" ignores clipping by an
 * ancestor (an overlay cut to its header's height passed as visible), so overlays are checked with this.
 */
export async function expectHittable(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      locator.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const inViewport = box.width > 0 && box.height > 0 && box.left >= 0 && box.top >= 0 && box.right <= window.innerWidth && box.bottom <= window.innerHeight;
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return inViewport && hit !== null && (hit === element || element.contains(hit));
      }),
    )
    .toBe(true);
}
