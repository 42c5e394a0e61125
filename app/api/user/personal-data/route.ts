import { getDb } from '@/lib/server/db/client';
import { withApi } from '@/lib/server/http/envelope';
import { requireCustomer } from '@/lib/server/auth/request-auth';
import { otherMethods } from '@/lib/server/http/methods';
import { exportOwnData } from '@/lib/server/user/own-personal-data';

/**
 * GDPR article 15 from My account: everything the shop holds about the signed-in customer (the token's, never another
 * one's) as a JSON file download. Personal: never stored by a cache or the service worker.
 */
export const GET = withApi(async (request: Request) => {
  const db = await getDb();
  const data = await exportOwnData(db, await requireCustomer(db, request));
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="my-data-${data.exportedAt.slice(0, 10)}.json"`,
      'Cache-Control': 'private, no-store',
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
