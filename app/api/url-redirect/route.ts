import { z } from 'zod';
import { getStoreView, storeCodes } from '@/lib/config/store-views';
import { storeUrlPathOf } from '@/lib/server/catalog/url-resolver';
import { getDb } from '@/lib/server/db/client';
import { envelope, withApi } from '@/lib/server/http/envelope';
import { parseQuery } from '@/lib/server/http/request';
import { otherMethods } from '@/lib/server/http/methods';

const query = z.object({
  path: z.string().trim().min(1, 'path is required').max(1000),
  store: z.enum(storeCodes, { message: `store must be one of: ${storeCodes.join(', ')}` }).default('default'),
});

/**
 * Where a store-relative url path belongs in a store view (for the proxy's 301): the store's own url path of the
 * category or product an English url path names under /de or /it; null when the path is the store's own or unknown.
 */
export const GET = withApi(async (request: Request) => {
  const { path, store } = parseQuery(request, query);
  return envelope(await storeUrlPathOf(await getDb(), getStoreView(store), path));
});

export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
