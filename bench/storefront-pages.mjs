#!/usr/bin/env node
/**
 * Storefront pages: first-load JS per route and Lighthouse (mobile) medians.
 *
 *   node bench/storefront-pages.mjs http://127.0.0.1:3210 [--runs 3] [--out /tmp/lh] [--no-lighthouse]
 *
 * First-load JS = every script the page's HTML loads (<script src>, except the `noModule` polyfills), summed raw and gzipped.
 * Lighthouse 12.8.2 runs each page `--runs` times with the mobile form factor in Debian's Chromium
 * (CHROME_PATH, default /usr/bin/chromium); the median by performance score is reported.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const base = (args.find((arg) => !arg.startsWith('--')) ?? 'http://127.0.0.1:3210').replace(/\/$/, '');
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const runs = Number(option('runs', '3'));
const out = option('out', '/tmp/lighthouse');
const pages = [
  ['home', '/'],
  ['category', '/women/tops-women/jackets-women'],
  ['product', '/p/MJ01/beaumont-summit-kit'],
];

/** Other routes: first-load JavaScript only. */
const otherRoutes = ['/de', '/search?q=jacket', '/compare', '/wishlist', '/checkout', '/my-account', '/about-us', '/jobs'];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function firstLoadJs(path) {
  const html = await (await fetch(base + path)).text();
  // The polyfills script is `noModule`: browsers that run modules never download it.
  const tags = [...html.matchAll(/<script[^>]*>/g)].map((match) => match[0]).filter((tag) => !/\snoModule/i.test(tag));
  const sources = [...new Set(tags.map((tag) => tag.match(/\ssrc="([^"]+\.js[^"]*)"/)?.[1]).filter(Boolean))];
  let raw = 0;
  let gzip = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, base))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body).length;
  }
  return { scripts: sources.length, raw, gzip };
}

function lighthouse(name, path, run) {
  const file = `${out}/${name}-${run}.json`;
  execFileSync(
    'npx',
    [
      '--yes',
      'lighthouse@12.8.2',
      base + path,
      '--chrome-flags=--headless=new --no-sandbox',
      '--form-factor=mobile',
      '--only-categories=performance,accessibility,best-practices,seo',
      '--output=json',
      `--output-path=${file}`,
      '--quiet',
    ],
    { stdio: 'inherit', env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } },
  );
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const score = (id) => Math.round(report.categories[id].score * 100);
  const audit = (id) => report.audits[id].numericValue;
  const scripts = report.audits['resource-summary'].details.items.find((item) => item.resourceType === 'script');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    jsTransferred: scripts?.transferSize ?? 0,
  };
}

mkdirSync(out, { recursive: true });
console.log(`# ${new Date().toISOString()} ${base}, load average ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);
console.log('| page | scripts | first-load JS (raw) | first-load JS (gzip) |');
console.log('| --- | --- | --- | --- |');
for (const [name, path] of [...pages, ...otherRoutes.map((route) => [route.split(/[/?]/)[1] || 'home', route])]) {
  const js = await firstLoadJs(path);
  console.log(`| ${name} \`${path}\` | ${js.scripts} | ${kb(js.raw)} | ${kb(js.gzip)} |`);
}
if (args.includes('--no-lighthouse')) process.exit(0);

const rows = [];
for (const [name, path] of pages) {
  const results = [];
  for (let run = 1; run <= runs; run++) {
    results.push(lighthouse(name, path, run));
    console.error(`${name} run ${run}: performance ${results.at(-1).performance}, load ${loadavg()[0].toFixed(2)}`);
  }
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor(sorted.length / 2)];
  rows.push({ name, path, median, all: results.map((result) => result.performance) });
}
console.log(`\n# load average after: ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);
console.log('| page | performance (runs) | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | SI | JS transferred |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const { name, path, median: m, all } of rows) {
  console.log(
    `| ${name} \`${path}\` | **${m.performance}** (${all.join(', ')}) | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ` +
      `${(m.fcp / 1000).toFixed(1)} s | ${(m.lcp / 1000).toFixed(1)} s | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ` +
      `${(m.si / 1000).toFixed(1)} s | ${kb(m.jsTransferred)} |`,
  );
}
