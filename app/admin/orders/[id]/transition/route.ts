import { adminAction } from '@/lib/server/admin/admin-request';
import { seeOther } from '@/lib/server/admin/admin-response';
import { transitionOrder, transitionSchema } from '@/lib/server/admin/orders';

/** Moves an order on (process, ship with a shipment, cancel): staff and owners. */
export const POST = adminAction(
  { role: 'staff', schema: transitionSchema, back: (_fields, params) => `/admin/orders/${encodeURIComponent(params.id ?? '')}` },
  async ({ db, member, input, back }) => {
    const { status } = await transitionOrder(db, member, input);
    return seeOther(back, `The order is now ${status}; the customer was e-mailed.`);
  },
);
