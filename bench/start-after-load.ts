/**
 * How long after the `load` event (what Playwright's `page.goto` waits for) a page's scripts start (`window.next`):
 * the window in which a tap on a server-drawn control comes before hydration (ADR 0033, session 21). Plain Playwright,
 * a fresh page per load; 0 means the scripts had started by `load`.
 *
 *   npx tsx bench/start-after-load.ts --base http://127.0.0.1:3000 [--rounds 5]
 */
import { chromium } from '@playwright/test';
import { argument, percentile } from './support';

const base = (argument('base') ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const rounds = Number(argument('rounds') ?? 5);
const paths = ['/', '/c/gear-3', '/p/MJ01/beaumont-summit-kit', '/checkout', '/search?q=jacket'];

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  console.log('| page | ms from `load` to the scripts started (each load) | p50 |');
  console.log('| --- | --- | --- |');
  for (const path of paths) {
    const gaps: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const page = await browser.newPage();
      await page.goto(base + path);
      const returned = Date.now();
      const startedAtLoad = await page.evaluate(() => 'next' in window);
      await page.waitForFunction(() => 'next' in window);
      gaps.push(startedAtLoad ? 0 : Date.now() - returned);
      await page.close();
    }
    console.log(`| \`${path}\` | ${gaps.join(', ')} | ${percentile([...gaps].sort((a, b) => a - b), 50)} |`);
  }
  await browser.close();
}

void main();
