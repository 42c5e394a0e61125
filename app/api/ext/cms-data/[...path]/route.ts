import { z } from 'zod';
import { cmsById, cmsByIdentifier } from '@/lib/server/cms/cms-content';
import { getDb } from '@/lib/server/db/client';
import { notFound } from '@/lib/server/http/api-error';
import { envelope, withApi } from '@/lib/server/http/envelope';
import { databaseId } from '@/lib/server/http/input-schemas';
import { INT4_MAX } from '@/lib/domain/integer-range';
import { otherMethods } from '@/lib/server/http/methods';

const id = databaseId('id');
const storeIdSchema = z.coerce
  .number({ error: 'storeId must be a number' })
  .int('storeId must be a whole number')
  .min(0, 'storeId must be 0 or more')
  .max(INT4_MAX, `storeId must be at most ${INT4_MAX}`);
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
    return envelope(await cmsByIdentifier(db, type, identifier.parse(value), storeIdSchema.parse(storeId)));
  }
  throw notFound('Unknown CMS data path. Use cmsPage/{id}, cmsBlock/{id}, cmsPageIdentifier/{identifier}/storeId/{storeId} or cmsBlockIdentifier/{identifier}/storeId/{storeId}.');
});

export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
