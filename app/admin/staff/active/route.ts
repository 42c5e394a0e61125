import { z } from 'zod';
import { adminAction } from '@/lib/server/admin/admin-request';
import { seeOther } from '@/lib/server/admin/admin-response';
import { setStaffActive } from '@/lib/server/admin/staff-accounts';

const schema = z.object({
  id: z.coerce.number({ error: 'Unknown staff account' }).int().positive().max(2_147_483_647),
  active: z.enum(['true', 'false'], { error: 'active is true or false' }).transform((value) => value === 'true'),
});

/** Owners only: deactivates (every session of the account ends) or reactivates a staff account. */
export const POST = adminAction({ role: 'owner', schema, back: () => '/admin/staff' }, async ({ db, member, input, back }) => {
  await setStaffActive(db, member, input.id, input.active);
  return seeOther(back, input.active ? 'Account reactivated.' : 'Account deactivated; its sessions have ended.');
});
