import { appVersion } from '@/lib/config/constants';
import { databaseHealth } from '@/lib/server/db/lifecycle';
import { envelope, withApi } from '@/lib/server/http/envelope';
import { otherMethods } from '@/lib/server/http/methods';

/** 200 only when the database answers and has this build's migrations; 503 while starting, failing or stopping. */
export const GET = withApi(async () => {
  const health = await databaseHealth();
  if (!health.ok) {
    return envelope({ status: health.status, reason: health.reason }, 503, undefined, {
      'cache-control': 'no-store',
    });
  }
  return envelope({ status: 'ok', db: health.database.kind, version: appVersion.version }, 200, undefined, {
    'cache-control': 'no-store',
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
