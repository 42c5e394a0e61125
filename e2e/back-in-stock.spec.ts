import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { NEXT_START_ARGS } from '../test/support/next-start';
import { expect, test } from './test';

/**
 * Back-in-stock alerts (issue 44, ADR 0047) end to end: a shopper asks on an out-of-stock product's page; the stock
 * comes back through the shop's own import (another process than the shop); the subscriber gets exactly one mail, in
 * the outbox, with the product's link and an unsubscribe link that works without login.
 *
 * The import writes the shop's database while the shop runs, which PGlite (one process) cannot do: this spec runs its
 * own `next start` of the build on a database of the tests' PostgreSQL server (TEST_DATABASE_URL), like
 * test/server/two-instances.test.ts, and is skipped without one.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const PORT = Number(process.env.E2E_PORT ?? 3100) + 3;
const SHOP = `http://127.0.0.1:${PORT}`;
const SKU = 'BIS-E2E-1';
const NAME = 'Alert Duffle Bag';
const root = path.join(__dirname, '..');
const database = `back_in_stock_e2e_${process.pid}`;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'back-in-stock-e2e-'));
const databaseUrl = adminUrl?.replace(/\/[^/]*$/, `/${database}`);
const env = {
  ...process.env,
  NODE_OPTIONS: '',
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  DATABASE_URL: databaseUrl,
  MEDIA_DIR: path.join(dir, 'media'),
  MULTISTORE: 'true',
  SHOP_URL: SHOP,
} as NodeJS.ProcessEnv;

const tsx = (args: string[]) => execFileSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', ...args], { cwd: root, env, stdio: 'pipe' });

/** The shop's own import: one Magento CSV with the product and its stock. */
function importStock(qty: number, inStock: boolean) {
  const folder = path.join(dir, `import-${qty}`);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(
    path.join(folder, 'products.csv'),
    'sku,store_view_code,product_type,categories,name,description,price,special_price,special_price_from_date,special_price_to_date,visibility,url_key,base_image,additional_images,additional_attributes,qty,is_in_stock,manage_stock,use_config_manage_stock,configurable_variations\n' +
      `${SKU},,simple,Default Category/Gear,${NAME},<p>Roomy.</p>,45,,,,"Catalog, Search",alert-duffle-bag,,,,${qty},${inStock ? 1 : 0},1,0,\n`,
  );
  tsx(['scripts/import.ts', folder]);
}

async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

let shop: ChildProcess | undefined;

test.describe('back-in-stock alert', () => {
  test.skip(!adminUrl, 'needs a PostgreSQL server (TEST_DATABASE_URL): the import runs beside the shop');

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database}`);
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    tsx(['scripts/seed.ts', '--no-images', '--products', '40']);
    importStock(0, false);
    shop = spawn(process.execPath, [...NEXT_START_ARGS, '-p', String(PORT)], { cwd: root, env, stdio: 'ignore' });
    await expect
      .poll(async () => (await fetch(`${SHOP}/api/health`).catch(() => null))?.status ?? 0, { timeout: 60_000, intervals: [200] })
      .toBe(200);
  });

  test.afterAll(async () => {
    shop?.kill();
    if (shop && shop.exitCode === null) await new Promise((resolve) => shop!.once('exit', resolve));
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('subscribe on an out-of-stock product; the import brings it back; exactly one mail, then unsubscribe', async ({ page }) => {
    test.setTimeout(120_000); // two imports in another process (tsx start-up, 5–15 s each on a busy machine)
    const email = `alert.${Date.now()}@example.com`;
    await page.goto(`${SHOP}/p/${SKU}/alert-duffle-bag`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NAME);
    await expect(page.getByTestId('stock-status')).toHaveText('Out of the stock!');
    await page.mouse.move(20, 20);

    const alert = page.getByRole('region', { name: "Notify me when it's back" });
    await expect(alert).toBeVisible();
    // A wrong address is refused beside the field, and nothing is sent.
    await alert.getByLabel('E-mail address').fill('not-an-address');
    await alert.getByRole('button', { name: 'Notify me' }).click();
    await expect(alert.getByText('Please provide valid e-mail address.')).toBeVisible();
    await expect(alert.getByLabel('E-mail address')).toBeFocused();
    await alert.getByLabel('E-mail address').fill(email);
    await alert.getByRole('button', { name: 'Notify me' }).click();
    await expect(alert.getByRole('status')).toHaveText(`Done: we will e-mail ${email} once when it is back.`);
    expect(await query('SELECT sku, store_code, status FROM stock_alerts WHERE email = $1', [email])).toEqual([
      { sku: SKU, store_code: 'default', status: 'active' },
    ]);

    // The stock comes back through the shop's import, while the shop runs and looks for due alerts twice a second.
    importStock(5, true);
    await page.reload();
    await expect(page.getByTestId('stock-status')).toHaveText('In stock!');
    await page.mouse.move(20, 20);
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    await expect(alert).toHaveCount(0);

    const mails = await query<{ subject: string; text_body: string; status: string }>(
      "SELECT subject, text_body, status FROM outbound_mail WHERE to_address = $1 AND kind = 'back-in-stock'",
      [email],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Back in stock: ${NAME}`);
    expect(mails[0]!.status).toBe('outbox');
    expect(mails[0]!.text_body).toContain(`${SHOP}/p/${SKU}/alert-duffle-bag`);
    expect(await query('SELECT status FROM stock_alerts WHERE email = $1', [email])).toEqual([{ status: 'notified' }]);

    // The mail's unsubscribe link works without login.
    const unsubscribe = /(http:\/\/\S+\/api\/stock-alerts\/unsubscribe\?token=\S+)/.exec(mails[0]!.text_body)?.[1];
    expect(unsubscribe).toBeDefined();
    await page.goto(unsubscribe!);
    await expect(page.getByRole('status')).toHaveText('You will get no more back-in-stock alerts at this address.');
  });
});
