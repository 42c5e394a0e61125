import 'server-only';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { revalidateReviews } from '@/lib/server/catalog/catalog-revalidation';
import type { Db } from '@/lib/server/db/client';
import { products, reviews } from '@/lib/server/db/schema';
import { badRequest } from '@/lib/server/http/api-error';
import { APPROVED_REVIEW_STATUS } from '@/lib/server/review/create-review';
import { recordAudit } from './audit';
import type { StaffMember } from './staff-accounts';

export const REVIEWS_PAGE_SIZE = 50;
/** Magento's review statuses: 1 approved, 2 pending, 3 not approved. */
export const REVIEW_STATUS_LABELS: Readonly<Record<number, string>> = { 1: 'approved', 2: 'pending', 3: 'rejected' };
const REJECTED_REVIEW_STATUS = 3;
const PENDING_REVIEW_STATUS = 2;

/** The moderation queue: pending reviews first, then the others, newest first. */
export async function listReviews(db: Db, page: number) {
  const rows = await db
    .select({
      id: reviews.id,
      title: reviews.title,
      detail: reviews.detail,
      nickname: reviews.nickname,
      rating: reviews.rating,
      status: reviews.reviewStatus,
      createdAt: reviews.createdAt,
      sku: products.sku,
      productName: products.name,
    })
    .from(reviews)
    .leftJoin(products, eq(products.id, reviews.productId))
    .orderBy(sql`${reviews.reviewStatus} = ${PENDING_REVIEW_STATUS} DESC`, desc(reviews.createdAt), desc(reviews.id))
    .limit(REVIEWS_PAGE_SIZE)
    .offset((page - 1) * REVIEWS_PAGE_SIZE);
  const [pending] = await db.select({ n: sql<number>`count(*)::int` }).from(reviews).where(eq(reviews.reviewStatus, PENDING_REVIEW_STATUS));
  return { rows, pending: Number(pending?.n ?? 0) };
}

const reviewId = z.coerce.number({ error: 'Unknown review' }).int('Unknown review').positive('Unknown review').max(2_147_483_647, 'Unknown review');

export const moderationSchema = z.object({
  decision: z.enum(['approve', 'reject'], { error: 'Choose approve or reject' }),
  // One checkbox gives a string, several an array.
  ids: z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(reviewId).min(1, 'Choose at least one review').max(500, 'Choose at most 500 reviews')),
});

/**
 * Approves or rejects reviews at once; the products whose approved reviews changed go through the catalogue's
 * invalidation path, so the product page and the API show them within 2 s. Answers how many reviews changed.
 */
export async function moderateReviews(db: Db, member: StaffMember, input: z.output<typeof moderationSchema>): Promise<number> {
  const status = input.decision === 'approve' ? APPROVED_REVIEW_STATUS : REJECTED_REVIEW_STATUS;
  const ids = [...new Set(input.ids)];
  const changed = await db.transaction(async (tx) => {
    const database = tx as unknown as Db;
    const known = await database.select({ id: reviews.id, status: reviews.reviewStatus }).from(reviews).where(inArray(reviews.id, ids)).orderBy(reviews.id).for('update');
    if (known.length !== ids.length) throw badRequest(`Unknown review: ${ids.filter((id) => !known.some((row) => row.id === id)).join(', ')}. Nothing was changed.`);
    const updated = await database.update(reviews).set({ reviewStatus: status }).where(inArray(reviews.id, ids)).returning({ productId: reviews.productId });
    for (const review of known) {
      if (review.status === status) continue;
      await recordAudit(database, member, {
        entity: 'review',
        key: String(review.id),
        action: input.decision,
        changes: { status: { from: REVIEW_STATUS_LABELS[review.status] ?? review.status, to: REVIEW_STATUS_LABELS[status] } },
      });
    }
    return updated;
  });
  await revalidateReviews(db, changed.map((row) => row.productId));
  return changed.length;
}
