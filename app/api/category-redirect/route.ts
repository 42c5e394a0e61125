import { z } from 'zod';
import { storeCodes } from '@/lib/config/store-views';
import { categoryStoreSlug } from '@/lib/server/catalog/categories';
import { getDb } from '@/lib/server/db/client';
import { envelope, withApi } from '@/lib/server/http/envelope';
import { otherMethods } from '@/lib/server/http/methods';
import { parseQuery } from '@/lib/server/http/request';

const query = z.object({
  key: z.string().trim().min(1, 'key is required').max(200),
  store: z.enum(storeCodes, { message: `store must be one of: ${storeCodes.join(', ')}` }).default('default'),
});

/**
 * The slug /c/{key} belongs at in a store view (for the proxy's 301): the current slug of a former url key, or the
 * store's translated slug of a category asked for by its English one; null when the key is right or unknown.
 */
export const GET = withApi(async (request: Request) => {
  const { key, store } = parseQuery(request, query);
  return envelope(await categoryStoreSlug(await getDb(), key.toLowerCase(), store));
});

export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
