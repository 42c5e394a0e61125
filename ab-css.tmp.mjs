import { chromium } from '@playwright/test';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless=new'] });
async function once(variant) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  if (variant === 'B') {
    await page.route('**/_next/static/chunks/*.css', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/backdrop-filter:[^;}]*;?/g, '');
      await route.fulfill({ response, body });
    });
  } else {
    await page.route('**/_next/static/chunks/*.css', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: await response.text() });
    });
  }
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'] });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  const trace = JSON.parse((await browser.stopTracing()).toString());
  const ev = trace.traceEvents;
  const navs = ev.filter((e) => e.name === 'navigationStart'); const nav = navs.find((e) => String(e.args?.data?.documentLoaderURL).startsWith('http')) ?? navs.at(-1); if (!nav) console.log('no nav', ev.length);
  const main = ev.filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.ph === 'X');
  const sum = (names) => main.filter((e) => names.includes(e.name)).reduce((s, e) => s + e.dur / 1000, 0);
  const fcp = ev.find((e) => e.name === 'firstContentfulPaint' && e.pid === nav.pid);
  await context.close();
  return { paint: sum(['Paint', 'PrePaint', 'Layerize', 'Commit', 'UpdateLayer']), layout: sum(['Layout', 'UpdateLayoutTree']), fcp: fcp ? (fcp.ts - nav.ts) / 1000 : NaN };
}
const res = { A: [], B: [] };
for (let i = 0; i < Number(process.argv[3] ?? 6); i++) for (const v of ['A', 'B']) res[v].push(await once(v));
const med = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const v of ['A', 'B']) console.log(v, 'paint+composite ms', med(res[v].map((r) => r.paint)).toFixed(1), 'layout', med(res[v].map((r) => r.layout)).toFixed(1), 'fcp', med(res[v].map((r) => r.fcp)).toFixed(0), JSON.stringify(res[v].map((r) => Math.round(r.paint))));
await browser.close();
