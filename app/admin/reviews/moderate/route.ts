import { adminAction } from '@/lib/server/admin/admin-request';
import { seeOther } from '@/lib/server/admin/admin-response';
import { moderateReviews, moderationSchema } from '@/lib/server/admin/reviews';

/** Approves or rejects the chosen reviews (one or many). */
export const POST = adminAction({ role: 'staff', schema: moderationSchema, back: () => '/admin/reviews' }, async ({ db, member, input, back }) => {
  const count = await moderateReviews(db, member, input);
  return seeOther(back, `${count} ${count === 1 ? 'review' : 'reviews'} ${input.decision === 'approve' ? 'approved' : 'rejected'}.`);
});
