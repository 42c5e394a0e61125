import 'server-only';
import { sql } from 'drizzle-orm';
import type { StoreView } from '@/lib/config/store-views';
import type { AttributeDocument } from '@/lib/domain/catalog-types';
import { localize } from '@/lib/domain/store-labels';
import type { TaxRule } from '@/lib/domain/tax';
import type { Db } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { cachedRead } from './catalog-cache';

/** Small tables read on almost every catalogue request (cached; they change only with the catalogue). */
export const loadAttributeCodes = cachedRead(
  'attribute-codes',
  async (db: Db): Promise<Set<string>> => {
    const result = await execute<{ attribute_code: string }>(db, sql`SELECT attribute_code FROM attributes`);
    return new Set(result.rows.map((row) => row.attribute_code));
  },
  { key: () => '', tags: () => ['attributes'] },
);

/** The stored attributes with the labels of every store view (`translations`): for matching a label in any language. */
export const loadAttributes = cachedRead(
  'attributes',
  async (db: Db): Promise<AttributeDocument[]> => {
    const result = await execute<{ doc: AttributeDocument }>(db, sql`SELECT doc FROM attributes ORDER BY attribute_id`);
    return result.rows.map((row) => row.doc);
  },
  { key: () => '', tags: () => ['attributes'] },
);

/** The attributes as a store view shows them: labels and option labels in its language (cached per store view). */
export const loadStoreAttributes = cachedRead(
  'store-attributes',
  async (db: Db, storeView: Pick<StoreView, 'storeCode'>): Promise<AttributeDocument[]> =>
    localize(await loadAttributes(db), storeView.storeCode),
  { key: (storeView) => storeView.storeCode, tags: () => ['attributes'] },
);

export const loadTaxRules = cachedRead(
  'tax-rules',
  async (db: Db): Promise<TaxRule[]> => {
    const result = await execute<{ doc: TaxRule }>(db, sql`SELECT doc FROM tax_rules ORDER BY id`);
    return result.rows.map((row) => row.doc);
  },
  { key: () => '', tags: () => ['tax'] },
);
