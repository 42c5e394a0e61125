import { z } from 'zod';
import { adminAction, isHttpsRequest } from '@/lib/server/admin/admin-request';
import { seeOther } from '@/lib/server/admin/admin-response';
import { changeOwnPassword, staffPasswordSchema } from '@/lib/server/admin/staff-accounts';
import { clearedSessionCookie } from '@/lib/server/admin/staff-session';
import { clientAddress } from '@/lib/server/auth/login-rate-limit';

const schema = z
  .object({
    current: z.string({ error: 'The current password is required' }).min(1, 'The current password is required').max(256, 'The password is too long'),
    password: staffPasswordSchema,
    confirm: z.string({ error: 'Repeat the new password' }),
  })
  .refine((form) => form.password === form.confirm, { message: 'The two new passwords differ.', path: ['confirm'] });

/**
 * Any staff member changes their own password (ADR 0056): the current one checked under the sign-in throttle (429),
 * then every session of the account ends, this one too, and they sign in again.
 */
export const POST = adminAction({ role: 'staff', schema, back: () => '/admin/account' }, async ({ db, member, input, request }) => {
  await changeOwnPassword(db, member, input.current, input.password, clientAddress(request));
  return seeOther('/admin/login', 'Your password was changed and every session of your account has ended. Sign in with the new password.', {
    'Set-Cookie': clearedSessionCookie(isHttpsRequest(request)),
  });
});
