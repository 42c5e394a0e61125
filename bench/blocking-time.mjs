/**
 * Blocking time as a phone's main thread sees it, measured rather than simulated: each load runs with the CPU slowed
 * by `--cpu` (4 = Lighthouse's mobile setting) at Lighthouse's mobile viewport, and the browser's own `longtask`
 * entries are summed as Lighthouse sums them for its total blocking time (each task's time over 50 ms), from the first
 * contentful paint until `--until` ms after the navigation. Lighthouse's simulated figure moves by 100–250 ms between
 * runs of the same build on this 2-core host (bench/README); this one moves less, and names what blocked.
 * URLs take turns, run by run, so a busy moment of the host falls on all of them alike. With --detail, every long task
 * is listed with its start and duration, and the kind of work the browser attributed it to.
 * In Debian's Chromium (CHROME_PATH), a new context per load, service workers blocked.
 *
 *   node bench/blocking-time.mjs URL [URL…] [--runs 8] [--cpu 4] [--until 8000] [--detail]
 */
import { chromium } from '@playwright/test';
import { pageLoadArguments } from './page-load-arguments.mjs';

const { urls, values, flag } = pageLoadArguments(
  'node bench/blocking-time.mjs URL [URL…] [--runs 8] [--cpu 4] [--until 8000] [--detail]',
  {
    '--runs': { fallback: 8, valid: (value) => Number.isInteger(value) && value >= 1, expected: 'a whole number, 1 or more' },
    '--cpu': { fallback: 4, valid: (value) => value >= 1, expected: 'a slowdown of 1 or more' },
    '--until': { fallback: 8000, valid: (value) => value > 0, expected: 'a time in ms' },
  },
);
const { '--runs': runs, '--cpu': cpu, '--until': until } = values;
const detail = flag('--detail');

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });

/** In the page before its HTML: every long task and the first contentful paint. */
function recordLongTasks() {
  const record = { tasks: [], fcp: null };
  Object.assign(window, { __blocking: record });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      record.tasks.push({
        start: Math.round(entry.startTime),
        duration: Math.round(entry.duration),
        source: entry.attribution?.[0]?.containerType ? `${entry.name} (${entry.attribution[0].containerType})` : entry.name,
      });
    }
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') record.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
}

const results = new Map(urls.map((url) => [url, []]));
for (let run = 0; run < runs; run += 1) {
  for (const url of urls) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.addInitScript(recordLongTasks);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction((end) => performance.now() >= end, until, { polling: 100, timeout: until + 30_000 });
    const { tasks, fcp } = await page.evaluate(() => window.__blocking);
    await context.close();
    const counted = tasks.filter((task) => fcp !== null && task.start >= fcp && task.start < until);
    const blocking = counted.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    results.get(url).push({ blocking, counted, fcp });
    console.log(`${url} run ${run + 1}: blocking ${blocking} ms in ${counted.length} long tasks after FCP (${Math.round(fcp ?? NaN)} ms)`);
    if (detail) for (const task of counted) console.log(`    ${task.start} ms  ${task.duration} ms  ${task.source}`);
  }
}
await browser.close();

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
};
console.log(`\n| page | blocking time after FCP, median (min–max) | long tasks, median | FCP, median |`);
console.log('| --- | --- | --- | --- |');
for (const [url, loads] of results) {
  const blocking = loads.map((load) => load.blocking);
  console.log(
    `| ${url} | ${median(blocking)} ms (${Math.min(...blocking)}–${Math.max(...blocking)}) | ` +
      `${median(loads.map((load) => load.counted.length))} | ${median(loads.map((load) => Math.round(load.fcp ?? NaN)))} ms |`,
  );
}
