import 'server-only';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/lib/server/db/client';
import { reviews } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/http/api-error';
import { databaseId } from '@/lib/server/http/input-schemas';
import { execute } from '@/lib/server/db/execute';
import { productStatus } from '@/lib/config/product-status';
import { integerLiteral } from '@/lib/server/db/sql-literals';

const text = (label: string, max: number) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} is too long`);

export const reviewInputSchema = z.object({
  product_id: databaseId('product_id'),
  title: text('title', 200),
  detail: text('detail', 5000),
  nickname: text('nickname', 100),
  rating: z.coerce.number().int().min(1).max(5).default(5),
  review_entity: z.string().max(50).optional(),
  review_status: z.unknown().optional(),
  // Sent by Vue Storefront clients; ignored: the author is whoever the access token names.
  customer_id: z.unknown().optional(),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** Magento's review statuses: 1 approved (listed), 2 pending, 3 not approved. */
export const APPROVED_REVIEW_STATUS = 1;
const PENDING_REVIEW_STATUS = 2;

/**
 * A review waits for moderation: whatever status the client sends, it is stored pending. Its author is the customer
 * of the access token (none for a guest), never a customer_id of the body.
 */
export async function createReview(db: Db, input: ReviewInput, author: { id: number } | null) {
  const product = await execute(db, sql`SELECT 1 FROM products WHERE id = ${input.product_id} AND status = ${integerLiteral(productStatus.enabled)}`);
  if (product.rows.length === 0) throw notFound(`No product with id ${input.product_id}.`);
  const [created] = await db
    .insert(reviews)
    .values({
      productId: input.product_id,
      title: input.title,
      detail: input.detail,
      nickname: input.nickname,
      rating: input.rating,
      reviewStatus: PENDING_REVIEW_STATUS,
      customerId: author?.id ?? null,
    })
    .returning({ id: reviews.id });
  return { id: created?.id, review_status: PENDING_REVIEW_STATUS };
}
