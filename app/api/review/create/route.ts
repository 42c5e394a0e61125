import { z } from 'zod';
import { createReview, reviewInputSchema } from '@/lib/server/review/create-review';
import { getDb } from '@/lib/server/db/client';
import { envelope, withApi } from '@/lib/server/http/envelope';
import { readJson } from '@/lib/server/http/request';
import { optionalCustomer } from '@/lib/server/auth/request-auth';
import { otherMethods } from '@/lib/server/http/methods';

const body = z.object({ review: reviewInputSchema });

/** A pending review; with an access token (`?token=` or a bearer header) it is that customer's, else a guest's. */
export const POST = withApi(async (request: Request) => {
  const db = await getDb();
  const author = await optionalCustomer(db, request);
  const { review } = await readJson(request, body);
  return envelope(await createReview(db, review, author));
});

export const { GET, PUT, PATCH, DELETE } = otherMethods(['POST']);
