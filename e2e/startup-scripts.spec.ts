import { expect, test } from '@playwright/test';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The production build marks the chunks pages run at start-up for eager compilation off the main thread (ADR 0027):
 * a build that skipped `npm run build`'s second step would leave the main thread compiling React for ~100 ms on a
 * mid-range phone.
 */
test('every script a page loads at start-up is marked for eager compilation', async ({ request }) => {
  for (const path of ['/', '/women/tops-women/jackets-women', '/p/MJ01/beaumont-summit-kit', '/checkout', '/de']) {
    const html = await (await request.get(path)).text();
    const sources = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g)]
      .filter((match) => !/\snoModule/i.test(match[0]))
      .map((match) => match[1]!.replaceAll('&amp;', '&'));
    expect(sources.length, path).toBeGreaterThan(3);
    for (const source of sources) {
      const body = await (await request.get(source)).text();
      expect(body.startsWith(COMPILE_HINT), `${source} on ${path}`).toBe(true);
    }
  }
});
