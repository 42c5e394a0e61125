import { adminAction } from '@/lib/server/admin/admin-request';
import { ADMIN_HEADERS } from '@/lib/server/admin/admin-response';
import { recordAudit } from '@/lib/server/admin/audit';
import { exportPersonalData, personalDataSchema } from '@/lib/server/admin/personal-data';

/**
 * Owners only (GDPR article 15): everything the shop holds about one e-mail, account or guest, as a JSON download. A
 * form post (origin, session and role checked by adminAction) so no other site can make a browser fetch it.
 */
export const POST = adminAction({ role: 'owner', schema: personalDataSchema, back: () => '/admin/customers' }, async ({ db, member, input }) => {
  const data = await exportPersonalData(db, input.email);
  // Who exported whose data, by account id (a guest's e-mail would outlive a later erasure in the audit).
  await recordAudit(db, member, { entity: 'customer', key: data.account ? String(data.account.id) : 'guest', action: 'export', changes: {} });
  const name = `personal-data-${input.email.replace(/[^a-z0-9.@_-]/g, '_')}-${data.exportedAt.slice(0, 10)}.json`;
  return new Response(JSON.stringify(data, null, 2), {
    headers: { ...ADMIN_HEADERS, 'Content-Type': 'application/json; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}"` },
  });
});
