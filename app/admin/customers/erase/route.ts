import { adminAction } from '@/lib/server/admin/admin-request';
import { seeOther } from '@/lib/server/admin/admin-response';
import { erasePersonalData, erasureSchema } from '@/lib/server/admin/personal-data';

/**
 * Owners only (GDPR article 17): erases one person after the e-mail was typed again. The account and everything
 * personal go, orders stay anonymised for accounting (lib/server/admin/personal-data.ts), all in one transaction.
 */
export const POST = adminAction({ role: 'owner', schema: erasureSchema, back: (fields) => (typeof fields.back === 'string' && /^\/admin\/customers(?:\/\d+)?$/.test(fields.back) ? fields.back : '/admin/customers') }, async ({ db, member, input }) => {
  const outcome = await erasePersonalData(db, member, input.email);
  const parts = [outcome.account ? 'the account was deleted' : 'no account', `${outcome.orders} ${outcome.orders === 1 ? 'order' : 'orders'} anonymised`, `${outcome.reviews} ${outcome.reviews === 1 ? 'review' : 'reviews'} unlinked`];
  return seeOther('/admin/customers', `${input.email} was erased: ${parts.join(', ')}.`);
});
