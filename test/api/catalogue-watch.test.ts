/**
 * The catalogue watcher (lib/server/render/catalogue-watch.ts, ADR 0020): what another instance or process changed
 * reaches this instance's caches. The expiry function is the test's, so it sees exactly which tags would be expired.
 */
import { sql } from 'drizzle-orm';
import { POST as placeOrder } from '@/app/api/order/route';
import { bumpCatalogVersion } from '@/lib/server/catalog/catalog-version';
import { execute } from '@/lib/server/db/execute';
import { getDatabase } from '@/lib/server/db/client';
import { checkCatalogue, pruneCatalogueChanges, startCatalogueWatch } from '@/lib/server/render/catalogue-watch';
import { call } from './support/http';
import { orderPayload } from '../support/orders';
import { pickSimple, setStock } from './support/commerce';
import { seededShopPerFile } from './support/test-database';

jest.setTimeout(180_000);


const db = seededShopPerFile();

function recorder() {
  const expired: string[][] = [];
  return { expired, expire: async (tags: readonly string[]) => void expired.push([...tags]) };
}

it('expires the catalogue at its first look, then nothing while nothing changes', async () => {
  const { expired, expire } = recorder();
  await checkCatalogue(db(), expire);
  expect(expired).toEqual([['catalog']]);
  await checkCatalogue(db(), expire);
  expect(expired).toHaveLength(1);
});

it('expires everything when the version stamp changes (seed, import, another instance)', async () => {
  const { expired, expire } = recorder();
  await checkCatalogue(db(), expire);
  await bumpCatalogVersion(db());
  await checkCatalogue(db(), expire);
  expect(expired).toEqual([['catalog']]);
});

it("expires the pages of the products an order took stock from, for every instance, once", async () => {
  const { expired, expire } = recorder();
  await checkCatalogue(db(), expire);
  const { sku } = await pickSimple(db(), 2);
  await setStock(db(), sku, 10);
  const answer = await call(placeOrder, '/api/order', { body: orderPayload([{ sku, qty: 1 }]) });
  expect(answer.status).toBe(200);
  await checkCatalogue(db(), expire);
  expect(expired).toHaveLength(1);
  expect(expired[0]).toEqual(expect.arrayContaining([`product:${sku}`]));
  await checkCatalogue(db(), expire);
  expect(expired).toHaveLength(1);
});

it('keeps the change log short: rows older than ten minutes go, recent ones stay', async () => {
  await execute(
    db(),
    sql`INSERT INTO catalog_changes (tags, changed_at) VALUES (ARRAY['product:old']::text[], now() - interval '11 minutes'),
                                                              (ARRAY['product:new']::text[], now() - interval '1 minute')`,
  );
  await pruneCatalogueChanges(db());
  const left = await execute<{ tags: string[] }>(db(), sql`SELECT tags FROM catalog_changes WHERE tags && ARRAY['product:old', 'product:new']`);
  expect(left.rows.map((row) => row.tags)).toEqual([['product:new']]);
});

it('looks the moment a writer notifies a change, though its timer would wait a minute (ADR 0049)', async () => {
  // What earlier tests wrote, seen before the watch starts.
  await checkCatalogue(db(), recorder().expire);
  const { expired, expire } = recorder();
  let onExpired = () => undefined as void;
  const looked = new Promise<void>((resolve) => (onExpired = resolve));
  let onListening = () => undefined as void;
  const listening = new Promise<void>((resolve) => (onListening = resolve));
  const stop = startCatalogueWatch({
    database: getDatabase,
    look: async () => {
      await checkCatalogue(db(), expire);
      if (expired.length > 0) onExpired();
    },
    pollMs: 60_000,
    pollWhileListeningMs: 60_000,
    onListening,
  });
  try {
    await listening;
    expect(expired).toEqual([]);
    // Another process (npm run import) stamps the catalogue: only the notification can bring the look before the timer.
    await bumpCatalogVersion(db());
    const bound = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no look within 5 s of the notification')), 5_000).unref());
    await Promise.race([looked, bound]);
    expect(expired).toEqual([['catalog']]);
  } finally {
    await stop();
  }
});
