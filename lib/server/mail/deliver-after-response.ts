import 'server-only';
import { after } from 'next/server';
import type { Db } from '@/lib/server/db/client';
import { deliverMail } from './mailer';

/**
 * Delivers queued mails once the response has gone (Next.js's `after`): the shop owner is answered without waiting
 * for the mail server, and a mail that fails stays queued with its error (deliverMail). Outside a request (a script,
 * a test calling the handler) there is no response to wait for: the mails go at once.
 */
export async function deliverAfterResponse(db: Db, ids: readonly number[]): Promise<void> {
  const deliver = () =>
    deliverMail(db, ids).catch((error: unknown) => {
      console.error('[mail] not delivered; it stays queued', error);
    });
  try {
    after(deliver);
  } catch {
    await deliver();
  }
}
