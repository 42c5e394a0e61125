import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { notFound } from '@/lib/server/http/api-error';
import { execute } from '@/lib/server/db/execute';

export type CmsType = 'page' | 'block';

interface CmsRow {
  id: number;
  identifier: string;
  store_id: number;
  title: string;
  content: string;
  is_active: boolean;
  doc: Record<string, unknown>;
}

const table = (type: CmsType) => (type === 'page' ? sql`cms_pages` : sql`cms_blocks`);

function toCmsDocument(row: CmsRow) {
  const { doc, ...rest } = row;
  return { ...doc, ...rest, active: row.is_active };
}

export async function cmsById(db: Db, type: CmsType, id: number) {
  const result = await execute<CmsRow>(db, 
    sql`SELECT id, identifier, store_id, title, content, is_active, doc FROM ${table(type)} WHERE id = ${id} AND is_active`,
  );
  if (!result.rows[0]) throw notFound('CMS query returned empty result');
  return toCmsDocument(result.rows[0]);
}

/** A store's own version wins over the all-stores one (store id 0). */
export async function cmsByIdentifier(db: Db, type: CmsType, identifier: string, storeId: number) {
  const result = await execute<CmsRow>(db, sql`
    SELECT id, identifier, store_id, title, content, is_active, doc FROM ${table(type)}
    WHERE identifier = ${identifier} AND is_active AND store_id IN (0, ${storeId})
    ORDER BY store_id DESC LIMIT 1`);
  if (!result.rows[0]) throw notFound('CMS query returned empty result');
  return toCmsDocument(result.rows[0]);
}
