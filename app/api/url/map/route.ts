import { z } from 'zod';
import { resolveUrl } from '@/lib/server/catalog/url-resolver';
import { getDb } from '@/lib/server/db/client';
import { withApi } from '@/lib/server/http/envelope';
import { readJson, storeViewOf } from '@/lib/server/http/request';
import { otherMethods } from '@/lib/server/http/methods';

const fieldList = z.array(z.string().max(200)).max(200).nullish();

const urlMapBody = z.object({
  url: z.string().min(1, 'url is required').max(2000),
  includeFields: fieldList,
  excludeFields: fieldList,
  options: z.record(z.string(), z.unknown()).nullish(),
  filters: z.object({ sku: z.string().max(200).nullish() }).passthrough().nullish(),
  groupId: z.union([z.number(), z.string(), z.null()]).optional(),
  groupToken: z.string().max(2000).nullish(),
});

/** vue-storefront-api url map: the hit (`_type` product, category or cms_page, `_source`) or null. */
export const POST = withApi(async (request: Request) => {
  const body = await readJson(request, urlMapBody);
  const hit = await resolveUrl(await getDb(), storeViewOf(request), body.url, {
    includeFields: body.includeFields ?? undefined,
    excludeFields: body.excludeFields ?? undefined,
  });
  return Response.json(hit);
});

export const { GET, PUT, PATCH, DELETE } = otherMethods(['POST']);
