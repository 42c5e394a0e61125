import { checkStock, skuSchema } from '@/lib/server/catalog/stock-api';
import { getDb } from '@/lib/server/db/client';
import { envelope, withApi } from '@/lib/server/http/envelope';

export const dynamic = 'force-dynamic';

export const GET = withApi(async (_request: Request, context: { params: Promise<{ sku: string }> }) => {
  const sku = skuSchema.parse(decodeURIComponent((await context.params).sku));
  return envelope(await checkStock(await getDb(), sku));
});
