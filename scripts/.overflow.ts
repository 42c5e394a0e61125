import { chromium } from '@playwright/test';
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  for (const path of process.argv.slice(2)) {
    await page.goto('http://127.0.0.1:3510' + path);
    await page.waitForLoadState('load');
    const result = await page.evaluate(() => {
      const out: string[] = [`scrollWidth=${document.documentElement.scrollWidth}`];
      for (const el of document.querySelectorAll('body *')) {
        const r = el.getBoundingClientRect();
        if (r.right > 376 && r.width > 0) out.push(`${el.tagName}.${(el.className && typeof el.className === 'string' ? el.className : '').slice(0, 60)} right=${Math.round(r.right)} w=${Math.round(r.width)}`);
      }
      return out.slice(0, 12);
    });
    console.log(path, result.join('\n  '));
  }
  await browser.close();
})();
