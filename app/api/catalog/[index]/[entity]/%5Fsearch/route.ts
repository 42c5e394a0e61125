import { getDb } from '@/lib/server/db/client';
import { withApi } from '@/lib/server/http/envelope';
import { queryObject, readJson, storeViewOf } from '@/lib/server/http/request';
import {
  buildSearchRequest,
  parseEntity,
  runCatalogSearch,
  storeCodeOfIndex,
  searchBodySchema,
  toCompactResponse,
} from '@/lib/server/search/catalog-search';
import { otherMethods } from '@/lib/server/http/methods';

type Context = { params: Promise<{ index: string; entity: string }> };

async function search(request: Request, context: Context, body: unknown): Promise<Response> {
  const { index, entity: entityName } = await context.params;
  const entity = parseEntity(entityName);
  const storeView = storeViewOf(request, storeCodeOfIndex(index));
  const params = queryObject(request);
  const searchRequest = buildSearchRequest(entity, params, body);
  const response = await runCatalogSearch(await getDb(), index, entity, searchRequest, storeView);
  const payload = params.response_format === 'compact' ? toCompactResponse(response, searchRequest) : response;
  return Response.json(payload, { headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' } });
}

export const GET = withApi((request: Request, context: Context) => search(request, context, undefined));
export const POST = withApi(async (request: Request, context: Context) =>
  search(request, context, await readJson(request, searchBodySchema)),
);

export const { PUT, PATCH, DELETE } = otherMethods(['GET', 'POST']);
