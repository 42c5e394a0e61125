import { z } from 'zod';
import { checkStock, skuSchema } from '@/lib/server/catalog/stock-api';
import { getDb } from '@/lib/server/db/client';
import { envelope, withApi } from '@/lib/server/http/envelope';
import { parseQuery } from '@/lib/server/http/request';
import { otherMethods } from '@/lib/server/http/methods';

const query = z.object({ sku: skuSchema });

export const GET = withApi(async (request: Request) => {
  const { sku } = parseQuery(request, query);
  return envelope(await checkStock(await getDb(), sku));
});

export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
