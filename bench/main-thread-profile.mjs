/**
 * Where a page load's main-thread time goes, unthrottled: a CPU profile (CDP `Profiler`, 100 µs sampling) from the
 * navigation until the page's scripts have started plus 3 s, in Debian's Chromium (CHROME_PATH) at a phone's
 * viewport. Prints, per load, the JavaScript's self time, the renderer's native work (the profile's "(program)":
 * parsing, style, layout, paint, loading) and garbage collection; with --detail, the scripts and functions with the
 * most self time. With --variants, each URL is also loaded with parts of it taken away by routing (no rebuild): the
 * security headers, the font, the icon sprite, the images, the scripts. The headers are taken away from a document
 * fetched by the benchmark and handed to the browser whole; "through the benchmark" is that same delivery with the
 * headers kept, the variant to compare it with.
 *
 *   node bench/main-thread-profile.mjs URL [URL…] [--rounds 3] [--detail] [--variants]
 *
 * Loads take turns, round by round, so a busy moment of the host falls on all of them.
 */
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const detail = args.includes('--detail');
const withVariants = args.includes('--variants');
const roundsAt = args.indexOf('--rounds');
const rounds = roundsAt >= 0 ? Number(args[roundsAt + 1]) : 3;
if (!Number.isInteger(rounds) || rounds < 1) {
  console.error('--rounds takes a whole number of rounds, 1 or more');
  process.exit(2);
}
const urls = args.filter((arg, index) => /^https?:/.test(arg) && args[index - 1] !== '--rounds');
if (urls.length === 0) {
  console.error('usage: node bench/main-thread-profile.mjs URL [URL…] [--rounds 3] [--detail] [--variants]');
  process.exit(2);
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });

const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-embedder-policy',
  'cross-origin-resource-policy',
  'permissions-policy',
  'strict-transport-security',
  'x-frame-options',
  'referrer-policy',
  'x-content-type-options',
];

/** What each variant takes away from the page, by routing its requests. */
const VARIANTS = {
  'as served': async () => {},
  'through the benchmark': (page, url) =>
    page.route(url, async (route) => route.fulfill({ response: await route.fetch() })),
  'without security headers': (page, url) =>
    page.route(url, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      for (const name of SECURITY_HEADERS) delete headers[name];
      await route.fulfill({ response, headers });
    }),
  'without the font': (page) => page.route('**/*.woff2', (route) => route.abort()),
  'without the icon sprite': (page) => page.route('**/icons.svg*', (route) => route.abort()),
  'without images': (page) => page.route('**/img/**', (route) => route.abort()),
  'without scripts': (page) => page.route('**/_next/static/chunks/*.js', (route) => route.abort()),
};

async function profileLoad(url, variant) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  await VARIANTS[variant](page, url);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  if (variant !== 'without scripts') await page.waitForFunction(() => 'next' in window || !document.querySelector('script[src*="/_next/"]'));
  await page.waitForTimeout(3000);
  const { profile } = await cdp.send('Profiler.stop');
  await context.close();
  return profile;
}

/** Self time (ms) per profile node, from the samples and their time deltas. */
function selfTimes(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  profile.samples.forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000));
  return [...self].map(([id, ms]) => ({ frame: nodes.get(id).callFrame, ms }));
}

const top = (map, count) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => `    ${ms.toFixed(1).padStart(7)} ms ${key}`)
    .join('\n');

const loads = urls.flatMap((url) => (withVariants ? Object.keys(VARIANTS) : ['as served']).map((variant) => ({ url, variant })));
console.log('| round | url | variant | JavaScript | native "(program)" | GC |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (let round = 1; round <= rounds; round++) {
  for (const { url, variant } of loads) {
    const times = selfTimes(await profileLoad(url, variant));
    const sum = (test) => times.filter(test).reduce((total, time) => total + time.ms, 0);
    const script = (time) => time.frame.url !== '';
    console.log(
      `| ${round} | ${url} | ${variant} | ${sum(script).toFixed(0)} ms | ${sum((t) => t.frame.functionName === '(program)').toFixed(0)} ms | ${sum((t) => t.frame.functionName === '(garbage collector)').toFixed(0)} ms |`,
    );
    if (!detail) continue;
    const byScript = new Map();
    const byFunction = new Map();
    for (const { frame, ms } of times.filter(script)) {
      const path = frame.url.replace(/^https?:\/\/[^/]+/, '');
      byScript.set(path, (byScript.get(path) ?? 0) + ms);
      const name = `${frame.functionName || '(anonymous)'} ${path}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
      byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    }
    console.log(`  scripts:\n${top(byScript, 10)}\n  functions:\n${top(byFunction, 15)}`);
  }
}
await browser.close();
