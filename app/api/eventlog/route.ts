import { eventInputSchema, logEvent } from '@/lib/server/eventlog/event-log';
import { getDb } from '@/lib/server/db/client';
import { envelope, withApi } from '@/lib/server/http/envelope';
import { readJson } from '@/lib/server/http/request';
import { otherMethods } from '@/lib/server/http/methods';

export const POST = withApi(async (request: Request) => {
  const event = await readJson(request, eventInputSchema);
  return envelope(await logEvent(await getDb(), event));
});

export const { GET, PUT, PATCH, DELETE } = otherMethods(['POST']);
