import { sql } from 'drizzle-orm';
import { appVersion } from '@/lib/config/constants';
import { getDatabase } from '@/lib/server/db/client';
import { envelope, withApi } from '@/lib/server/http/envelope';
import { execute } from '@/lib/server/db/execute';
import { otherMethods } from '@/lib/server/http/methods';

export const dynamic = 'force-dynamic';

export const GET = withApi(async () => {
  const database = await getDatabase();
  await execute(database.db, sql`SELECT 1`);
  return envelope({ status: 'ok', db: database.kind, version: appVersion.version });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
