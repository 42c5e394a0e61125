/**
 * Back-in-stock alerts (issue 44): the endpoint's validation and hourly limit, idempotent subscriptions, and stock
 * coming back through an import, the shop's catalogue change path and any other writer of `stock`: one mail per
 * subscriber in the store's language, with the product's link and a working unsubscribe link, and the alert ends.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { GET as subscribeGet, POST as subscribe } from '@/app/api/stock-alerts/route';
import { GET as unsubscribe } from '@/app/api/stock-alerts/unsubscribe/route';
import { revalidateProducts } from '@/lib/server/catalog/catalog-revalidation';
import { type Database, setDatabase } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { runImport } from '@/lib/server/import';
import { sendDueStockAlerts } from '@/lib/server/stock-alerts/send-due';
import { uniqueAddress, uniqueEmail } from './support/commerce';
import { call } from './support/http';
import { createTestDatabase } from './support/test-database';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stock-alerts-'));
const options = { mediaDir: path.join(root, 'media') };
const HEADER = 'sku,store_view_code,product_type,categories,name,description,price,special_price,special_price_from_date,special_price_to_date,visibility,url_key,base_image,additional_images,additional_attributes,qty,is_in_stock,manage_stock,use_config_manage_stock,configurable_variations';

/** A catalogue file: BIS-OUT and BIS-IN (simple), BIS-CFG (configurable) with variants BIS-CFG-S and BIS-CFG-M. */
function catalogueFile(name: string, stock: { out: [number, number]; medium: [number, number] }): string {
  const folder = path.join(root, name);
  fs.mkdirSync(folder, { recursive: true });
  const [outQty, outInStock] = stock.out;
  const [mediumQty, mediumInStock] = stock.medium;
  fs.writeFileSync(
    path.join(folder, 'products.csv'),
    [
      HEADER,
      `BIS-OUT,,simple,Default Category/Gear,Alert Bag,<p>Bag</p>,30,,,,"Catalog, Search",alert-bag,,,,${outQty},${outInStock},1,0,`,
      'BIS-IN,,simple,Default Category/Gear,Stocked Bag,<p>Bag</p>,30,,,,"Catalog, Search",stocked-bag,,,,9,1,1,0,',
      'BIS-CFG-S,,simple,Default Category/Gear,Alert Tee-S,,20,,,,Not Visible Individually,alert-tee-s,,,"size=S",4,1,1,0,',
      `BIS-CFG-M,,simple,Default Category/Gear,Alert Tee-M,,20,,,,Not Visible Individually,alert-tee-m,,,"size=M",${mediumQty},${mediumInStock},1,0,`,
      'BIS-CFG,,configurable,Default Category/Gear,Alert Tee,<p>Tee</p>,20,,,,"Catalog, Search",alert-tee,,,,0,1,1,1,"sku=BIS-CFG-S,size=S|sku=BIS-CFG-M,size=M"',
    ].join('\n') + '\n',
  );
  return folder;
}

let database: Database;
const rows = async <T>(query: ReturnType<typeof sql>) => (await execute<T>(database.db, query)).rows;

const ask = (body: unknown, address = uniqueAddress(), storeCode = 'default') =>
  call(subscribe, `/api/stock-alerts?storeCode=${storeCode}`, { body, headers: { 'x-forwarded-for': address } });

const alertsOf = (email: string) =>
  rows<{ sku: string; product_sku: string; store_code: string; status: string }>(
    sql`SELECT sku, product_sku, store_code, status FROM stock_alerts WHERE email = ${email} ORDER BY id`,
  );

const mailsTo = (email: string) =>
  rows<{ subject: string; text_body: string; status: string }>(
    sql`SELECT subject, text_body, status FROM outbound_mail WHERE to_address = ${email} AND kind = 'back-in-stock' ORDER BY id`,
  );

beforeAll(async () => {
  database = await createTestDatabase();
  setDatabase(database);
  await runImport(database.db, [catalogueFile('out', { out: [0, 0], medium: [0, 0] })], options);
});

afterAll(async () => {
  setDatabase(undefined);
  await database.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('POST /api/stock-alerts', () => {
  it('subscribes an e-mail to an out-of-stock product in the request store view; asking again changes nothing', async () => {
    const email = uniqueEmail('alert');
    const first = await ask({ email, sku: 'BIS-OUT' }, uniqueAddress(), 'de');
    expect(first.status).toBe(200);
    expect(first.json.result).toEqual({ sku: 'BIS-OUT', subscribed: true });
    const again = await ask({ email: email.toUpperCase(), sku: 'BIS-OUT' }, uniqueAddress(), 'de');
    expect(again.status).toBe(200);
    expect(await alertsOf(email)).toEqual([{ sku: 'BIS-OUT', product_sku: 'BIS-OUT', store_code: 'de', status: 'active' }]);
  });

  it('subscribes to an out-of-stock variant of a configurable, and to a configurable without a variant in stock', async () => {
    const email = uniqueEmail('variant');
    expect((await ask({ email, sku: 'BIS-CFG-M' })).status).toBe(200);
    expect(await alertsOf(email)).toEqual([{ sku: 'BIS-CFG-M', product_sku: 'BIS-CFG', store_code: 'default', status: 'active' }]);
  });

  it.each([
    [{ email: 'not-an-address', sku: 'BIS-OUT' }, 400, 'email: Please provide valid e-mail address.'],
    [{ sku: 'BIS-OUT' }, 400, 'email: Field is required'],
    [{ email: 'jane@example.com' }, 400, 'sku: sku is required'],
    [{ email: 'jane@example.com', sku: 'BIS-IN' }, 400, 'This product is in stock and can be ordered now; alerts are only for products that are out of stock.'],
    [{ email: 'jane@example.com', sku: 'BIS-CFG-S' }, 400, 'This product is in stock and can be ordered now; alerts are only for products that are out of stock.'],
    [{ email: 'jane@example.com', sku: 'BIS-CFG' }, 400, 'This product is in stock and can be ordered now; alerts are only for products that are out of stock.'],
    [{ email: 'jane@example.com', sku: 'NO-SUCH-SKU' }, 404, "No product with sku 'NO-SUCH-SKU'."],
  ])('refuses %j with %i and a message, storing nothing', async (body, status, message) => {
    const before = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM stock_alerts`);
    const answer = await ask(body);
    expect(answer.status).toBe(status);
    expect(answer.json.result).toBe(message);
    expect(await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM stock_alerts`)).toEqual(before);
  });

  it('refuses an unknown store view and malformed JSON with 400', async () => {
    expect((await ask({ email: 'jane@example.com', sku: 'BIS-OUT' }, uniqueAddress(), 'xx')).status).toBe(400);
    const malformed = await call(subscribe, '/api/stock-alerts', { rawBody: '{"email":', headers: { 'x-forwarded-for': uniqueAddress() } });
    expect(malformed.status).toBe(400);
  });

  it('refuses the 51st request from one client address in an hour with 429, storing nothing', async () => {
    const address = uniqueAddress();
    const emails = Array.from({ length: 51 }, () => uniqueEmail('flood'));
    for (const email of emails.slice(0, 50)) expect((await ask({ email, sku: 'BIS-OUT' }, address)).status).toBe(200);
    const refused = await ask({ email: emails[50], sku: 'BIS-OUT' }, address);
    expect(refused.status).toBe(429);
    expect(refused.json.result).toBe('Too many alert requests from this address. Please try again in an hour.');
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect(await alertsOf(emails[50]!)).toEqual([]);
    // Another address is not affected.
    expect((await ask({ email: emails[50], sku: 'BIS-OUT' })).status).toBe(200);
    await execute(database.db, sql`UPDATE stock_alerts SET status = 'unsubscribed' WHERE email LIKE 'flood.%'`);
  });

  it('answers 405 to other methods', async () => {
    expect((await call(subscribeGet, '/api/stock-alerts')).status).toBe(405);
  });
});

describe('when the stock comes back', () => {
  it('an import queues exactly one mail per subscriber, in the store language, and ends the alerts', async () => {
    const english = uniqueEmail('en');
    const german = uniqueEmail('de');
    const italian = uniqueEmail('it');
    expect((await ask({ email: english, sku: 'BIS-OUT' })).status).toBe(200);
    expect((await ask({ email: german, sku: 'BIS-OUT' }, uniqueAddress(), 'de')).status).toBe(200);
    expect((await ask({ email: italian, sku: 'BIS-CFG-M' }, uniqueAddress(), 'it')).status).toBe(200);

    const summary = await runImport(database.db, [catalogueFile('back', { out: [6, 1], medium: [3, 1] })], options);
    expect(summary.report.problems).toEqual([]);

    const [mail] = await mailsTo(english);
    expect(await mailsTo(english)).toHaveLength(1);
    expect(mail?.subject).toBe('Back in stock: Alert Bag');
    expect(mail?.text_body).toContain('http://localhost:3000/p/BIS-OUT/alert-bag');
    expect(mail?.status).toBe('outbox');
    const germanMails = await mailsTo(german);
    expect(germanMails.map((entry) => entry.subject)).toEqual(['Wieder verfügbar: Alert Bag']);
    expect(germanMails[0]?.text_body).toContain('http://localhost:3000/de/p/BIS-OUT/alert-bag');
    const italianMails = await mailsTo(italian);
    expect(italianMails.map((entry) => entry.subject)).toEqual(['Di nuovo disponibile: Alert Tee']);
    expect(italianMails[0]?.text_body).toContain('http://localhost:3000/it/p/BIS-CFG/alert-tee/BIS-CFG-M');
    for (const email of [english, german, italian]) expect((await alertsOf(email)).map((alert) => alert.status)).toEqual(['notified']);

    // The same import again, or another look, sends nothing more.
    await runImport(database.db, [catalogueFile('back', { out: [6, 1], medium: [3, 1] })], options);
    expect(await sendDueStockAlerts(database.db)).toBe(0);
    for (const email of [english, german, italian]) expect(await mailsTo(email)).toHaveLength(1);
  });

  it('stock written by any other writer (an order cancelled, the back office) is mailed by the catalogue change path', async () => {
    await execute(database.db, sql`UPDATE stock SET qty = 0, is_in_stock = false WHERE sku = 'BIS-OUT'`);
    const email = uniqueEmail('backoffice');
    expect((await ask({ email, sku: 'BIS-OUT' })).status).toBe(200);
    // A writer's transaction: the alert is due as it commits, and mailed by the change path that follows it.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE stock SET qty = 2, is_in_stock = true WHERE sku = 'BIS-OUT'`);
    });
    expect(await alertsOf(email)).toEqual([expect.objectContaining({ status: 'due' })]);
    await Promise.all([revalidateProducts(database.db, ['BIS-OUT']), sendDueStockAlerts(database.db)]);
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await alertsOf(email)).toEqual([expect.objectContaining({ status: 'notified' })]);
  });

  it('a variant that comes back marks an alert on its configurable due, and leaves alerts on other products alone', async () => {
    await execute(database.db, sql`UPDATE stock SET qty = 0, is_in_stock = false WHERE sku = 'BIS-CFG-M'`);
    const email = uniqueEmail('parent');
    // An alert on the configurable itself (asked while every variant was out), and one on another product.
    await execute(database.db, sql`INSERT INTO stock_alerts (email, store_code, sku, product_sku) VALUES (${email}, 'default', 'BIS-CFG', 'BIS-CFG'), (${email}, 'default', 'BIS-IN', 'BIS-IN')`);
    await execute(database.db, sql`UPDATE stock SET qty = 3, is_in_stock = true WHERE sku = 'BIS-CFG-M'`);
    expect(await alertsOf(email)).toEqual([
      expect.objectContaining({ sku: 'BIS-CFG', status: 'due' }),
      expect.objectContaining({ sku: 'BIS-IN', status: 'active' }),
    ]);
    await execute(database.db, sql`DELETE FROM stock_alerts WHERE email = ${email}`);
  });

  it('names and links the product as the subscriber’s store view does, where it has a translated name and slug', async () => {
    await execute(database.db, sql`UPDATE stock SET qty = 0, is_in_stock = false WHERE sku = 'BIS-OUT'`);
    await execute(
      database.db,
      sql`UPDATE products SET doc = jsonb_set(doc, '{translations}', '{"de": {"name": "Alarmtasche", "url_key": "alarmtasche", "slug": "alarmtasche"}}')
          WHERE sku = 'BIS-OUT'`,
    );
    const german = uniqueEmail('de-translated');
    const english = uniqueEmail('en-untranslated');
    expect((await ask({ email: german, sku: 'BIS-OUT' }, uniqueAddress(), 'de')).status).toBe(200);
    expect((await ask({ email: english, sku: 'BIS-OUT' })).status).toBe(200);
    await execute(database.db, sql`UPDATE stock SET qty = 2, is_in_stock = true WHERE sku = 'BIS-OUT'`);
    expect(await sendDueStockAlerts(database.db)).toBe(2);
    const [germanMail] = await mailsTo(german);
    expect(germanMail?.subject).toBe('Wieder verfügbar: Alarmtasche');
    expect(germanMail?.text_body).toContain('http://localhost:3000/de/p/BIS-OUT/alarmtasche');
    const [englishMail] = await mailsTo(english);
    expect(englishMail?.subject).toBe('Back in stock: Alert Bag');
    expect(englishMail?.text_body).toContain('http://localhost:3000/p/BIS-OUT/alert-bag');
  });

  it('stock that goes out and stays out marks nothing', async () => {
    await execute(database.db, sql`UPDATE stock SET qty = 0, is_in_stock = false WHERE sku = 'BIS-OUT'`);
    const email = uniqueEmail('still-out');
    expect((await ask({ email, sku: 'BIS-OUT' })).status).toBe(200);
    await execute(database.db, sql`UPDATE stock SET qty = 0, is_in_stock = false, updated_at = now() WHERE sku = 'BIS-OUT'`);
    expect(await sendDueStockAlerts(database.db)).toBe(0);
    expect(await alertsOf(email)).toEqual([expect.objectContaining({ status: 'active' })]);
  });
});

describe('GET /api/stock-alerts/unsubscribe', () => {
  it('the link of an alert mail ends the address’s other open alerts without login', async () => {
    await execute(database.db, sql`UPDATE stock SET qty = 0, is_in_stock = false WHERE sku IN ('BIS-OUT', 'BIS-CFG-M')`);
    const email = uniqueEmail('unsubscribe');
    expect((await ask({ email, sku: 'BIS-OUT' }, uniqueAddress(), 'de')).status).toBe(200);
    expect((await ask({ email, sku: 'BIS-CFG-M' }, uniqueAddress(), 'de')).status).toBe(200);
    await execute(database.db, sql`UPDATE stock SET qty = 5, is_in_stock = true WHERE sku = 'BIS-OUT'`);
    await sendDueStockAlerts(database.db);
    const [mail] = await mailsTo(email);
    const link = /http:\/\/localhost:3000(\/api\/stock-alerts\/unsubscribe\?token=\S+)/.exec(mail!.text_body)?.[1];
    expect(link).toBeDefined();

    const page = await call(unsubscribe, link!);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(String(page.json)).toContain('Sie erhalten an diese Adresse keine Verfügbarkeitsbenachrichtigungen mehr.');
    expect((await alertsOf(email)).map((alert) => [alert.sku, alert.status])).toEqual([
      ['BIS-OUT', 'notified'],
      ['BIS-CFG-M', 'unsubscribed'],
    ]);
    // The variant coming back mails nobody now.
    await execute(database.db, sql`UPDATE stock SET qty = 5, is_in_stock = true WHERE sku = 'BIS-CFG-M'`);
    await sendDueStockAlerts(database.db);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('answers an unknown token with 404 and a missing one with 400', async () => {
    expect((await call(unsubscribe, '/api/stock-alerts/unsubscribe?token=nope')).status).toBe(404);
    expect((await call(unsubscribe, '/api/stock-alerts/unsubscribe')).status).toBe(400);
  });
});
