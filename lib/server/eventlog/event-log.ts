import 'server-only';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';

const shortText = z.string().trim().max(500);

/** Contact messages and the sign-up forms (demo, driver, merchant, onboarding) of spec §2, as logged events. */
export const eventInputSchema = z
  .object({
    eventType: z.string().trim().min(1, 'eventType is required').max(100),
    uuid: z.string().trim().min(1).max(100).optional(),
    contactmessage: z
      .object({
        fname: shortText.min(1, 'Field is required'),
        lname: shortText.optional(),
        emailAddress: z.email('Please provide valid e-mail address.'),
        message: z.string().max(5000).optional(),
      })
      .passthrough()
      .optional(),
  })
  .passthrough()
  .refine((value) => JSON.stringify(value).length <= 20_000, 'Event payload is too large');
export type EventInput = z.infer<typeof eventInputSchema>;

/** Stores the event once per uuid, so a retried form submission is not logged twice. */
export async function logEvent(db: Db, input: EventInput) {
  const result = await execute<{ id: number }>(db, sql`
    INSERT INTO event_log (event_type, uuid, payload) VALUES (${input.eventType}, ${input.uuid ?? null}, ${JSON.stringify(input)}::jsonb)
    ON CONFLICT (uuid) DO NOTHING RETURNING id`);
  return { stored: result.rows.length > 0, uuid: input.uuid ?? null };
}
