import { z } from 'zod';
import { createReview, reviewInputSchema } from '@/lib/server/review/create-review';
import { getDb } from '@/lib/server/db/client';
import { envelope, withApi } from '@/lib/server/http/envelope';
import { readJson } from '@/lib/server/http/request';
import { otherMethods } from '@/lib/server/http/methods';

export const dynamic = 'force-dynamic';

const body = z.object({ review: reviewInputSchema });

export const POST = withApi(async (request: Request) => {
  const { review } = await readJson(request, body);
  return envelope(await createReview(await getDb(), review));
});

export const { GET, PUT, PATCH, DELETE } = otherMethods(['POST']);
