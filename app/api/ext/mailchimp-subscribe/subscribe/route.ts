import { z } from 'zod';
import { emailSchema } from '@/lib/domain/validation-messages';
import { setSubscription, subscriptionStatus } from '@/lib/server/newsletter/subscriptions';
import { getDb } from '@/lib/server/db/client';
import { envelope, withApi } from '@/lib/server/http/envelope';
import { parseQuery, readJson, storeViewOf } from '@/lib/server/http/request';
import { otherMethods } from '@/lib/server/http/methods';

const emailInput = z.object({ email: emailSchema });

export const GET = withApi(async (request: Request) => {
  const { email } = parseQuery(request, emailInput);
  return envelope(await subscriptionStatus(await getDb(), email));
});

export const POST = withApi(async (request: Request) => {
  const { email } = await readJson(request, emailInput);
  return envelope(await setSubscription(await getDb(), email, 'subscribed', storeViewOf(request).storeCode));
});

export const DELETE = withApi(async (request: Request) => {
  const { email } = await readJson(request, emailInput);
  return envelope(await setSubscription(await getDb(), email, 'unsubscribed', storeViewOf(request).storeCode));
});

export const { PUT, PATCH } = otherMethods(['GET', 'POST', 'DELETE']);
