import { expect, test } from './test';

/**
 * Next.js's scripts and stylesheets are kept by browsers and shared caches for a year (their names change with their
 * content) and sent compressed: a returning shopper loads none of them again, a new one gets them gzip-compressed
 * from `next start`, Brotli from nginx in front (deploy/nginx.conf, ADR 0040).
 */
test('scripts and stylesheets are immutable for a year and sent compressed, the same code either way', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const files = [
    ...new Set([...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!)),
  ];
  expect(files.some((file) => file.endsWith('.css'))).toBe(true);
  expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(3);
  for (const file of files) {
    const plain = await request.get(file, { headers: { 'accept-encoding': 'identity' } });
    const gzip = await request.get(file, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.status(), file).toBe(200);
    // Next.js's compression leaves out answers under 1 KB, where it would save nothing.
    if ((await plain.body()).length > 1024) expect(gzip.headers()['content-encoding'], file).toBe('gzip');
    expect(gzip.headers()['cache-control'], file).toBe('public, max-age=31536000, immutable');
    expect(gzip.headers()['content-type'], file).toMatch(file.endsWith('.css') ? /^text\/css/ : /^application\/javascript/);
    expect(gzip.headers()['x-content-type-options'], file).toBe('nosniff');
    expect((await gzip.body()).equals(await plain.body()), file).toBe(true);
  }
});
