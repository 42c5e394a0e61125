import 'server-only';
import { sql } from 'drizzle-orm';
import type { AttributeDocument } from '@/lib/domain/catalog-types';
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

export const loadAttributes = cachedRead(
  'attributes',
  async (db: Db): Promise<AttributeDocument[]> => {
    const result = await execute<{ doc: AttributeDocument }>(db, sql`SELECT doc FROM attributes ORDER BY attribute_id`);
    return result.rows.map((row) => row.doc);
  },
  { key: () => '', tags: () => ['attributes'] },
);

export const loadTaxRules = cachedRead(
  'tax-rules',
  async (db: Db): Promise<TaxRule[]> => {
    const result = await execute<{ doc: TaxRule }>(db, sql`SELECT doc FROM tax_rules ORDER BY id`);
    return result.rows.map((row) => row.doc);
  },
  { key: () => '', tags: () => ['tax'] },
);
