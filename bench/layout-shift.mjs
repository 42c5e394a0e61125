/**
 * Layout shift of page loads on a slowed CPU, where a frame can be drawn while the HTML is still being parsed: the
 * cumulative shift of each load (as the e2e design test sums it: every `layout-shift` entry without recent input,
 * until the page has loaded, its fonts are in and 1.5 s more) and, for a load that shifted, what moved and from where
 * to where. In Debian's Chromium (CHROME_PATH), desktop viewport, a new context per load, CPU slowed by `--cpu`.
 *
 *   node bench/layout-shift.mjs URL [URL…] [--runs 12] [--cpu 6]
 */
import { chromium, devices } from '@playwright/test';
import { pageLoadArguments } from './page-load-arguments.mjs';

const { urls, values } = pageLoadArguments('node bench/layout-shift.mjs URL [URL…] [--runs 12] [--cpu 6]', {
  '--runs': { fallback: 12, valid: (value) => Number.isInteger(value) && value >= 1, expected: 'a whole number, 1 or more' },
  '--cpu': { fallback: 6, valid: (value) => value >= 1, expected: 'a slowdown of 1 or more' },
});
const { '--runs': runs, '--cpu': cpu } = values;

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });

/** In the page before its HTML: every shift, with its sources' previous and current boxes. */
function recordShifts() {
  const shifts = [];
  Object.assign(window, { __layoutShifts: shifts });
  const describe = (node) => {
    if (!node) return '(removed)';
    if (node.nodeType !== 1) return `#text "${node.textContent.trim().slice(0, 30)}"`;
    return `<${node.localName}${node.className && typeof node.className === 'string' ? `.${node.className.trim().split(/\s+/).join('.')}` : ''}>`;
  };
  const box = (rect) => [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(',');
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        at: Math.round(entry.startTime),
        value: entry.value,
        sources: (entry.sources ?? []).map((source) => `${describe(source.node)} ${box(source.previousRect)} → ${box(source.currentRect)}`),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

for (const url of urls) {
  const totals = [];
  const shifted = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ ...devices['Desktop Chrome'], serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.addInitScript(recordShifts);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // Late shifts (a count or an island arriving after `load`) count too.
    await page.waitForTimeout(1500);
    const shifts = await page.evaluate(() => window.__layoutShifts);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    totals.push(total);
    if (total > 0) shifted.push({ run: run + 1, shifts });
    await context.close();
  }
  const sorted = [...totals].sort((a, b) => a - b);
  console.log(`\n${url}: ${runs} loads at ${cpu}× CPU`);
  console.log(`  CLS per load: ${totals.map((total) => total.toFixed(4)).join(' ')}`);
  console.log(`  loads that shifted: ${shifted.length}; median ${sorted[Math.floor(runs / 2)].toFixed(4)}, max ${sorted.at(-1).toFixed(4)}`);
  for (const { run, shifts } of shifted) {
    for (const shift of shifts) console.log(`  load ${run}, ${shift.at} ms, ${shift.value.toFixed(4)}: ${shift.sources.join(' | ')}`);
  }
}
await browser.close();
