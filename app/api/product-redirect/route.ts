import { z } from 'zod';
import { storeCodes } from '@/lib/config/store-views';
import { productRedirect } from '@/lib/server/catalog/product-page';
import { getDb } from '@/lib/server/db/client';
import { envelope, withApi } from '@/lib/server/http/envelope';
import { parseQuery } from '@/lib/server/http/request';
import { otherMethods } from '@/lib/server/http/methods';

const query = z.object({
  sku: z.string().trim().min(1, 'sku is required').max(200),
  store: z.enum(storeCodes, { message: `store must be one of: ${storeCodes.join(', ')}` }).default('default'),
  slug: z.string().trim().min(1).max(500).optional(),
});

/**
 * Where a product URL belongs (for the proxy's 301): the parent of a configurable child sku, or the store's own slug
 * of a product asked for with another slug under a store whose slug is translated; null when the URL is right.
 */
export const GET = withApi(async (request: Request) => {
  const { sku, store, slug } = parseQuery(request, query);
  return envelope(await productRedirect(await getDb(), sku, store, slug ?? null));
});

export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
