// No 'server-only' here: the import CLI (scripts/import.ts, plain tsx) runs it after an import.
import { sql } from 'drizzle-orm';
import { commerceConfig } from '@/lib/config/commerce';
import { getStoreView, isStoreCode } from '@/lib/config/store-views';
import type { Translations } from '@/lib/domain/catalog-types';
import { productPageUrl } from '@/lib/domain/product-url';
import { translatedText } from '@/lib/domain/store-labels';
import { storeUrlsOf } from '@/lib/domain/store-urls';
import { hashToken, newOpaqueToken } from '@/lib/server/auth/hash-token';
import type { Db } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { deliverMail, enqueueMail } from '@/lib/server/mail/mailer';
import { backInStockMail } from '@/lib/server/mail/templates';

const BATCH = 50;

interface DueAlert {
  id: number;
  email: string;
  store_code: string;
  sku: string;
  product_sku: string;
  name: string | null;
  url_key: string | null;
  slug: string | null;
  translations: Translations | null;
}

/** The unsubscribe link of an alert mail: works without login, for every open alert of the address. */
function unsubscribeLink(token: string): string {
  return `${commerceConfig().SHOP_URL.replace(/\/$/, '')}/api/stock-alerts/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** Queues the mails of up to BATCH due alerts and ends them, in one transaction; answers the queued mails' ids. */
async function queueBatch(db: Db): Promise<number[]> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // SKIP LOCKED: an alert another instance is mailing right now is its own; each due row is mailed once.
    const { rows } = await execute<DueAlert>(
      tx,
      sql`SELECT a.id, a.email, a.store_code, a.sku, a.product_sku, p.name, p.url_key, p.doc->>'slug' AS slug,
                 p.doc->'translations' AS translations
          FROM stock_alerts a LEFT JOIN products p ON p.sku = a.product_sku
          WHERE a.status = 'due' ORDER BY a.id LIMIT ${BATCH} FOR UPDATE OF a SKIP LOCKED`,
    );
    const shop = commerceConfig().SHOP_URL.replace(/\/$/, '');
    const ids: number[] = [];
    for (const alert of rows) {
      const store = getStoreView(isStoreCode(alert.store_code) ? alert.store_code : 'default');
      const token = newOpaqueToken();
      // The product as the alert's store view names and addresses it (ADR 0048): no redirect from the English slug.
      const product = { name: alert.name ?? alert.product_sku, url_key: alert.url_key ?? undefined, slug: alert.slug ?? undefined, translations: alert.translations ?? undefined };
      const { slug } = storeUrlsOf(product, store.storeCode);
      const link = alert.url_key
        ? shop + productPageUrl({ storeUrl: store.url, parentSku: alert.product_sku, slug, childSku: alert.sku })
        : `${shop}${store.url}/`;
      const name = translatedText(product, 'name', store.storeCode);
      ids.push(await enqueueMail(tx, backInStockMail(alert.email, store.storeCode, name, link, unsubscribeLink(token))));
      await execute(
        tx,
        sql`UPDATE stock_alerts SET status = 'notified', ended_at = now(), unsubscribe_token_hash = ${hashToken(token)} WHERE id = ${alert.id}`,
      );
    }
    return ids;
  });
}

/**
 * Mails every alert whose stock came back (marked `due` by the trigger on `stock`, drizzle/0007) and ends it. Any
 * number of instances may run it at once: a due row is mailed and ended in one transaction, and skipped by the others
 * meanwhile, so each subscriber gets exactly one mail. Answers how many mails were queued.
 */
export async function sendDueStockAlerts(db: Db): Promise<number> {
  const pending = await execute<{ id: number }>(db, sql`SELECT id FROM stock_alerts WHERE status = 'due' LIMIT 1`);
  if (pending.rows.length === 0) return 0;
  let queued = 0;
  for (;;) {
    const ids = await queueBatch(db);
    if (ids.length === 0) return queued;
    queued += ids.length;
    try {
      await deliverMail(db, ids);
    } catch (error) {
      console.error('[stock-alerts] alert mails not delivered; they stay queued', error);
    }
  }
}
