import { z } from 'zod';
import { findParentOfChild } from '@/lib/server/catalog/product-page';
import { getDb } from '@/lib/server/db/client';
import { envelope, withApi } from '@/lib/server/http/envelope';
import { parseQuery } from '@/lib/server/http/request';
import { otherMethods } from '@/lib/server/http/methods';

const query = z.object({ sku: z.string().trim().min(1, 'sku is required').max(200) });

/** The parent of a configurable child sku (for the proxy's 301), or null when the sku is not a child. */
export const GET = withApi(async (request: Request) => {
  const { sku } = parseQuery(request, query);
  return envelope(await findParentOfChild(await getDb(), sku));
});

export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
