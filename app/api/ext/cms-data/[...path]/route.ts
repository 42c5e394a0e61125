import { z } from 'zod';
import { cmsById, cmsByIdentifier } from '@/lib/server/cms/cms-content';
import { getDb } from '@/lib/server/db/client';
import { notFound } from '@/lib/server/http/api-error';
import { envelope, withApi } from '@/lib/server/http/envelope';

export const dynamic = 'force-dynamic';

const id = z.coerce.number({ error: 'id must be a number' }).int().positive('id must be a positive integer');
const identifier = z.string().min(1).max(200).regex(/^[A-Za-z0-9_.-]+$/, 'identifier has invalid characters');

/**
 * vue-storefront-api cms-data extension:
 * /cmsPage/{id}, /cmsBlock/{id}, /cmsPageIdentifier/{identifier}/storeId/{storeId}, /cmsBlockIdentifier/…
 */
export const GET = withApi(async (_request: Request, context: { params: Promise<{ path: string[] }> }) => {
  const [kind, value, storeKeyword, storeId, ...rest] = (await context.params).path;
  const db = await getDb();
  if ((kind === 'cmsPage' || kind === 'cmsBlock') && value && storeKeyword === undefined) {
    return envelope(await cmsById(db, kind === 'cmsPage' ? 'page' : 'block', id.parse(value)));
  }
  if (
    (kind === 'cmsPageIdentifier' || kind === 'cmsBlockIdentifier') &&
    value &&
    storeKeyword === 'storeId' &&
    storeId !== undefined &&
    rest.length === 0
  ) {
    const type = kind === 'cmsPageIdentifier' ? 'page' : 'block';
    return envelope(await cmsByIdentifier(db, type, identifier.parse(value), z.coerce.number().int().min(0).parse(storeId)));
  }
  throw notFound('Unknown CMS data path. Use cmsPage/{id}, cmsBlock/{id}, cmsPageIdentifier/{identifier}/storeId/{storeId} or cmsBlockIdentifier/{identifier}/storeId/{storeId}.');
});
