import { z } from 'zod';
import { listStock, skuListSchema } from '@/lib/server/catalog/stock-api';
import { getDb } from '@/lib/server/db/client';
import { envelope, withApi } from '@/lib/server/http/envelope';
import { parseQuery } from '@/lib/server/http/request';
import { otherMethods } from '@/lib/server/http/methods';

const query = z.object({ skus: skuListSchema });

export const GET = withApi(async (request: Request) => {
  const { skus } = parseQuery(request, query);
  return envelope(await listStock(await getDb(), skus));
});

export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
