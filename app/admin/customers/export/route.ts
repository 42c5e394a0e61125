import { adminAction } from '@/lib/server/admin/admin-request';
import { ADMIN_HEADERS } from '@/lib/server/admin/admin-response';
import { exportPersonalData, personalDataSchema } from '@/lib/server/admin/personal-data';

/**
 * Owners only (GDPR article 15): everything the shop holds about one e-mail, account or guest, as a JSON download. A
 * form post (origin, session and role checked by adminAction) so no other site can make a browser fetch it.
 */
export const POST = adminAction({ role: 'owner', schema: personalDataSchema, back: () => '/admin/customers' }, async ({ db, input }) => {
  const data = await exportPersonalData(db, input.email);
  const name = `personal-data-${input.email.replace(/[^a-z0-9.@_-]/g, '_')}-${data.exportedAt.slice(0, 10)}.json`;
  return new Response(JSON.stringify(data, null, 2), {
    headers: { ...ADMIN_HEADERS, 'Content-Type': 'application/json; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}"` },
  });
});
