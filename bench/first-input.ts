/**
 * Issue 41: "First input at 4× CPU, 390 px: 0 lost; an Add to cart tap is honoured within 2.5 s of the navigation
 * (p95)". Runs the journeys of e2e/support/first-input.ts (add to cart, the search panel, the mobile menu, the login
 * modal, the checkout's name and e-mail), each `--tries` times in a fresh browser context (no cache, no cart) with the
 * CPU slowed `--cpu` times, acting on each control the moment it is actionable. A try whose result never shows counts
 * as lost. Prints per journey: lost, and p50/p95 of the ms from the navigation's start to the visible result.
 *
 *   npx tsx bench/first-input.ts --base http://127.0.0.1:3000 [--tries 10] [--cpu 4] [--only "add to cart"]
 *
 * `--bare [--bare-port 3298]` runs the add-to-cart journey on the reference instead: a bare Next.js page with one client
 * "Add to cart" button (bench/bare-next-app.mjs), what the framework itself costs before a tap is answered.
 */
import { chromium, request as playwrightRequest } from '@playwright/test';
import { firstInputJourneys } from '../e2e/support/first-input';
import { simpleInStock } from '../e2e/pages/account-page';
import { productBySku, productPath } from '../e2e/pages/product-page';
import { argument, percentile } from './support';
import { startBareNextApp } from './bare-next-app.mjs';

const bare = process.argv.includes('--bare');
const tries = Number(argument('tries') ?? 10);
const cpu = Number(argument('cpu') ?? 4);
const only = bare ? 'add to cart' : argument('only');

/** The shop's product page of a simple product in stock, or the bare page's only page. */
async function target(): Promise<{ baseURL: string; path: string; stop: () => void }> {
  if (bare) {
    const app = await startBareNextApp(Number(argument('bare-port') ?? 3298), { addToCart: true });
    return { baseURL: app.origin, path: '/', stop: app.stop };
  }
  const baseURL = (argument('base') ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
  const api = await playwrightRequest.newContext({ baseURL });
  const path = productPath(await productBySku(api, await simpleInStock(api)));
  await api.dispose();
  return { baseURL, path, stop: () => undefined };
}

async function main() {
  const { baseURL, path, stop } = await target();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  console.log(`# ${new Date().toISOString()} ${baseURL}, ${tries} tries, CPU ÷${cpu}, 390 × 844 touch; load average ${(await import('node:os')).loadavg().map((v) => v.toFixed(2)).join(' ')}\n`);
  console.log('| journey | lost | p50 ms | p95 ms | each (ms, × = lost) |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const journey of firstInputJourneys.filter((entry) => !only || entry.name === only)) {
    const timings: number[] = [];
    const each: string[] = [];
    let lost = 0;
    for (let attempt = 0; attempt < tries; attempt++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, serviceWorkers: 'block' });
      const page = await context.newPage();
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpu });
      try {
        const ms = await journey.run(page, { baseURL, productPath: path });
        timings.push(ms);
        each.push(String(ms));
      } catch (error) {
        lost++;
        each.push('×');
        console.error(`${journey.name}, try ${attempt + 1}: ${(error as Error).message.split('\n')[0]}`);
      } finally {
        await context.close();
      }
    }
    const sorted = [...timings].sort((a, b) => a - b);
    console.log(`| ${journey.name} | ${lost} | ${percentile(sorted, 50)} | ${percentile(sorted, 95)} | ${each.join(', ')} |`);
  }
  await browser.close();
  stop();
}

void main();
