import { checkStock, skuSchema } from '@/lib/server/catalog/stock-api';
import { getDb } from '@/lib/server/db/client';
import { envelope, withApi } from '@/lib/server/http/envelope';
import { otherMethods } from '@/lib/server/http/methods';

/** Next.js has decoded the path segment already: decoding it again would turn `%2541` into `A` and fail on `%25`. */
export const GET = withApi(async (_request: Request, context: { params: Promise<{ sku: string }> }) => {
  const sku = skuSchema.parse((await context.params).sku);
  return envelope(await checkStock(await getDb(), sku));
});

export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
