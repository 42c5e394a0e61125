import { adminAction } from '@/lib/server/admin/admin-request';
import { seeOther } from '@/lib/server/admin/admin-response';
import { addOrderComment, commentSchema } from '@/lib/server/admin/orders';

/** Adds an internal comment to an order's history. */
export const POST = adminAction(
  { role: 'staff', schema: commentSchema, back: (_fields, params) => `/admin/orders/${encodeURIComponent(params.id ?? '')}` },
  async ({ db, member, input, back }) => {
    await addOrderComment(db, member, input);
    return seeOther(back, 'Comment added.');
  },
);
