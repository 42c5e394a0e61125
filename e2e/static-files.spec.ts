import { expect, test, type APIRequestContext } from './test';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The scripts a page loads at start-up: those its loader adds after the first paint (ADR 0031), and any script tag
 * (not the `noModule` polyfills).
 */
async function startupScripts(request: APIRequestContext, path: string): Promise<string[]> {
  const html = await (await request.get(path)).text();
  const loaded = [...html.matchAll(/\["(\/_next\/static\/[^"]+\.js)","[\w-]*"\]/g)].map((match) => match[1]!);
  const tagged = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g)]
    .filter((match) => !/\snoModule/i.test(match[0]))
    .map((match) => match[1]!.replaceAll('&amp;', '&'));
  return [...loaded, ...tagged];
}

/**
 * The production build marks the chunks pages run at start-up for eager compilation off the main thread (ADR 0027):
 * a build that skipped `npm run build`'s second step would leave the main thread compiling React for ~100 ms on a
 * mid-range phone.
 */
test('every script a page loads at start-up is marked for eager compilation', async ({ request }) => {
  for (const path of ['/', '/women/tops-women/jackets-women', '/p/MJ01/beaumont-summit-kit', '/checkout', '/de']) {
    const sources = await startupScripts(request, path);
    expect(sources.length, path).toBeGreaterThan(3);
    for (const source of sources) {
      const body = await (await request.get(source)).text();
      expect(body.startsWith(COMPILE_HINT), `${source} on ${path}`).toBe(true);
    }
  }
});

/** Scripts and stylesheets go out with Brotli to browsers that take it, with Next.js's own headers (ADR 0028). */
test('scripts and stylesheets are sent with Brotli when accepted, gzip otherwise, the same code either way', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const stylesheet = /<link rel="stylesheet" href="([^"]+\.css)"/.exec(html)?.[1];
  expect(stylesheet).toBeDefined();
  for (const file of [...(await startupScripts(request, '/')), stylesheet!]) {
    const plain = await request.get(file, { headers: { 'accept-encoding': 'identity' } });
    const brotli = await request.get(file, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    const gzip = await request.get(file, { headers: { 'accept-encoding': 'gzip' } });
    const refused = await request.get(file, { headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(brotli.status(), file).toBe(200);
    expect(brotli.headers()['content-encoding'], file).toBe('br');
    expect(brotli.headers()['content-type'], file).toMatch(file.endsWith('.css') ? /^text\/css/ : /^application\/javascript/);
    expect(brotli.headers()['cache-control'], file).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers()['vary'], file).toMatch(/accept-encoding/i);
    expect(brotli.headers()['x-content-type-options'], file).toBe('nosniff');
    expect(gzip.headers()['content-encoding'], file).toBe('gzip');
    expect(refused.headers()['content-encoding'], file).toBe('gzip');
    const code = await plain.body();
    expect((await brotli.body()).equals(code), file).toBe(true);
    expect((await gzip.body()).equals(code), file).toBe(true);
  }
});

/**
 * A page's start-up scripts are asked for only once its first frame has been drawn (ADR 0031), and the page still
 * starts: in Lighthouse's estimate every script that arrives before the paint counts against it.
 */
test('a page draws its first frame before its start-up scripts are asked for, and then starts', async ({ page }) => {
  // The first animation frame of the document, as the page's own loader sees it.
  await page.addInitScript(() => {
    requestAnimationFrame(() => ((window as { firstFrameAt?: number }).firstFrameAt ??= performance.now()));
  });
  for (const path of ['/', '/women/tops-women/jackets-women', '/p/MJ01/beaumont-summit-kit']) {
    await page.goto(path);
    const timing = await page.evaluate(() => ({
      firstFrameAt: (window as { firstFrameAt?: number }).firstFrameAt ?? Infinity,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js/.test(entry.name))
        .map((entry) => entry.startTime),
      visibility: document.visibilityState,
    }));
    expect(timing.visibility, path).toBe('visible');
    expect(timing.scripts.length, path).toBeGreaterThan(3);
    expect(Math.min(...timing.scripts), path).toBeGreaterThanOrEqual(timing.firstFrameAt);
  }
});
