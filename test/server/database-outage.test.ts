import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { productionEnv, startShop, type RunningShop } from './support/shop-server';
import { startTcpRelay, type TcpRelay } from './support/tcp-relay';
import { TEST_BROWSER_PATH } from '../support/test-browser';

/**
 * The shop while its PostgreSQL server stops answering (frozen, or cut off by the network): pages already rendered
 * are still served, a page that needs the database fails within seconds (not held for as long as the outage lasts)
 * and the shopper sees the shop's error message with a way to try again, the API says 503 in its envelope, and
 * everything answers again once the server is back (ADR 0030, ADR 0040). nginx in front turns the page's 500 into
 * 503 + Retry-After (test/server/nginx-front.test.ts).
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const root = path.join(__dirname, '..', '..');
const STATEMENT_TIMEOUT_MS = 1000;
/** The client gives up after the statement timeout and 1 s (lib/server/db/client.ts); the rest is rendering. */
const ANSWER_WITHIN_MS = STATEMENT_TIMEOUT_MS + 1000 + 3000;
// Needs a PostgreSQL server: `npm test` starts one and sets TEST_DATABASE_URL (PGlite runs in the shop's process).
const describeOnPostgres = adminUrl ? describe : describe.skip;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  elapsedMs: number;
}

function get(port: number, url: string, headers: http.OutgoingHttpHeaders = {}): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: url, agent: false, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, elapsedMs: performance.now() - started }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

async function until(port: number, url: string, accept: (answer: Answer) => boolean, withinMs: number): Promise<Answer> {
  const deadline = performance.now() + withinMs;
  for (;;) {
    const answer = await get(port, url);
    if (accept(answer) || performance.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describeOnPostgres('the shop while its database does not answer', () => {
  const database = `outage_${process.pid}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outage-'));
  let relay: TcpRelay;
  let shop: RunningShop | undefined;
  let rendered: { url: string; name: string };
  let notYetRendered: { url: string; sku: string };
  let notYetRenderedName: string;

  beforeAll(async () => {
    const admin = await openDatabase({ url: adminUrl!, migrate: false });
    await execute(admin.db, sql.raw(`DROP DATABASE IF EXISTS ${database}`));
    await execute(admin.db, sql.raw(`CREATE DATABASE ${database}`));
    await admin.close();
    const directUrl = adminUrl!.replace(/\/[^/]*$/, `/${database}`);
    const seedEnv = productionEnv({ DATABASE_URL: directUrl, MEDIA_DIR: path.join(dir, 'media') });
    execFileSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/seed.ts', '--no-images', '--products', '40'], {
      cwd: root,
      env: seedEnv,
      stdio: 'pipe',
    });
    const shopDb = await openDatabase({ url: directUrl, migrate: false });
    try {
      const found = await execute<{ sku: string; slug: string; name: string }>(
        shopDb.db,
        sql`SELECT sku, doc->>'slug' AS slug, doc->>'name' AS name FROM products
            WHERE status = 1 AND parent_sku IS NULL ORDER BY id LIMIT 2`,
      );
      const [first, second] = found.rows;
      rendered = { url: `/p/${first!.sku}/${first!.slug}`, name: first!.name };
      notYetRendered = { url: `/p/${second!.sku}/${second!.slug}`, sku: second!.sku };
      notYetRenderedName = second!.name;
    } finally {
      await shopDb.close();
    }
    const target = new URL(adminUrl!);
    relay = await startTcpRelay({ host: target.hostname, port: Number(target.port || 5432) });
    const relayedUrl = new URL(directUrl);
    relayedUrl.host = `127.0.0.1:${relay.port}`;
    shop = await startShop({
      dir,
      env: { ...seedEnv, DATABASE_URL: relayedUrl.toString(), DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS) },
      skus: [],
      initialQty: 0,
      remove: () => undefined,
    });
    // Rendered and kept once the start-up expiry (the watch's first look, repeated 1.5 s later) is behind it.
    const healthyAt = performance.now();
    const warm = await until(
      shop.port,
      rendered.url,
      (answer) => answer.status === 200 && answer.elapsedMs < 200 && performance.now() - healthyAt > 3000,
      20_000,
    );
    expect(warm.status).toBe(200);
  }, 300_000);

  afterAll(async () => {
    if (shop?.process.exitCode === null) shop.process.kill('SIGKILL');
    await relay?.close();
    fs.rmSync(dir, { recursive: true, force: true });
    const admin = await openDatabase({ url: adminUrl!, migrate: false });
    await execute(admin.db, sql.raw(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)).catch(() => undefined);
    await admin.close();
  });

  it('serves rendered pages, fails the rest in seconds with the shop\'s error message, and recovers on "Try again"', async () => {
    relay.freeze();

    const cached = await get(shop!.port, rendered.url);
    expect(cached.status).toBe(200);
    expect(cached.body).toContain(rendered.name);

    const page = await get(shop!.port, notYetRendered.url, { accept: 'text/html' });
    expect(page.status).toBe(500);
    expect(page.elapsedMs).toBeLessThan(ANSWER_WITHIN_MS);
    expect(page.headers['cache-control']).toMatch(/no-store|no-cache|private/);

    const api = await get(shop!.port, `/api/stock/check/${encodeURIComponent(notYetRendered.sku)}`);
    expect(api.status).toBe(503);
    expect(api.headers['retry-after']).toBe('5');
    expect(api.elapsedMs).toBeLessThan(ANSWER_WITHIN_MS);
    expect(JSON.parse(api.body)).toEqual({ code: 503, result: expect.stringMatching(/database is not available/) });

    // As a shopper sees it: the error message (app/[locale]/error.tsx) with its way home, then the product once the
    // database is back and "Try again" asks the server again, without a reload.
    const browser = await chromium.launch({ executablePath: TEST_BROWSER_PATH });
    try {
      const tab = await browser.newPage();
      const response = await tab.goto(`http://127.0.0.1:${shop!.port}${notYetRendered.url}`);
      expect(response?.status()).toBe(500);
      await tab.getByRole('heading', { level: 1, name: 'Something went wrong' }).waitFor();
      await tab.getByText('Something went wrong. Try again in a few seconds.').waitFor();
      expect(await tab.getByRole('link', { name: 'Return to home page' }).getAttribute('href')).toBe('/');
      expect(await tab.title()).toBe('Something went wrong | Storefront');

      relay.thaw();
      const reloaded = await until(shop!.port, notYetRendered.url, (answer) => answer.status === 200, 15_000);
      expect(reloaded.status).toBe(200);
      await tab.getByRole('button', { name: 'Try again' }).click();
      await tab.getByRole('heading', { level: 1, name: notYetRenderedName }).waitFor();
    } finally {
      await browser.close();
    }

    const recovered = await get(shop!.port, notYetRendered.url, { accept: 'text/html' });
    expect(recovered.status).toBe(200);
    expect(recovered.body).toContain(notYetRenderedName);
  }, 120_000);
});
