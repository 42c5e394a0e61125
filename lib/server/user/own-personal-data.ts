import 'server-only';
import { z } from 'zod';
import { erasePersonalData, exportPersonalData, type ErasureOutcome } from '@/lib/server/admin/personal-data';
import { recordAudit } from '@/lib/server/admin/audit';
import { beginLoginAttempt } from '@/lib/server/auth/login-rate-limit';
import { verifyPassword } from '@/lib/server/auth/password';
import type { Customer } from '@/lib/server/auth/request-auth';
import type { Db } from '@/lib/server/db/client';
import { badRequest } from '@/lib/server/http/api-error';

/**
 * A customer's own GDPR requests from My account (issue 42, ADR 0054): the export (article 15) and the erasure
 * (article 17) of the signed-in customer's data, the same as the back office's but reaching only what the account holds.
 */

const WRONG_PASSWORD_MESSAGE = "The password doesn't match this account. Nothing was deleted.";

export const deleteAccountSchema = z.object({
  password: z.string({ error: 'Enter your current password' }).min(1, 'Enter your current password').max(256, 'The password is too long'),
  confirm: z.literal(true, { error: 'Confirm that your account and personal data are to be deleted for good' }),
});

const actorOf = (customer: Customer) => ({ kind: 'customer', customerId: customer.id }) as const;

/** Everything the shop holds about the signed-in customer's account, as the back office exports it; audited. */
export async function exportOwnData(db: Db, customer: Customer) {
  const data = await exportPersonalData(db, customer.email, 'account');
  await recordAudit(db, actorOf(customer), { entity: 'customer', key: String(customer.id), action: 'export', changes: {} });
  return data;
}

/**
 * Erases the signed-in customer after their current password: counted and throttled like a login attempt on the
 * account (a wrong one is a failed attempt, 400; too many, 429), and nothing is erased unless it is right. Then the
 * back office's erasure, in one transaction, audited with the customer as the actor.
 */
export async function deleteOwnAccount(db: Db, customer: Customer, password: string, address: string): Promise<ErasureOutcome> {
  const attempt = await beginLoginAttempt(db, customer.email, address, customer.createdAt);
  if (!(await verifyPassword(customer.passwordHash, password))) {
    await attempt.failed();
    throw badRequest(WRONG_PASSWORD_MESSAGE);
  }
  await attempt.succeeded();
  return erasePersonalData(db, actorOf(customer), customer.email, 'account');
}
