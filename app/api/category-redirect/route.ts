import { z } from 'zod';
import { categorySlugOfFormerKey } from '@/lib/server/catalog/categories';
import { getDb } from '@/lib/server/db/client';
import { envelope, withApi } from '@/lib/server/http/envelope';
import { parseQuery } from '@/lib/server/http/request';

const query = z.object({ key: z.string().trim().min(1, 'key is required').max(200) });

/** The current slug of a category's former url key (for the proxy's 301), or null. */
export const GET = withApi(async (request: Request) => {
  const { key } = parseQuery(request, query);
  return envelope(await categorySlugOfFormerKey(await getDb(), key.toLowerCase()));
});
