import type { Metadata } from 'next';
import { listReviews, REVIEW_STATUS_LABELS, REVIEWS_PAGE_SIZE } from '@/lib/server/admin/reviews';
import { requireStaff } from '@/lib/server/admin/page-session';
import { getDb } from '@/lib/server/db/client';
import { AdminHeader, Notice } from '../admin-header';
import { firstOf, formatDateTime } from '../admin-format';

export const metadata: Metadata = { title: 'Reviews' };

/** The moderation queue: pending first; tick reviews and approve or reject them together. */
export default async function ReviewsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const member = await requireStaff();
  const params = await searchParams;
  const page = Math.min(10_000, Math.max(1, Math.trunc(Number(firstOf(params.page))) || 1));
  const { rows, pending } = await listReviews(await getDb(), page);
  return (
    <>
      <AdminHeader member={member} />
      <main>
        <h1>Reviews</h1>
        <Notice text={firstOf(params.notice)} />
        <p>{pending} pending</p>
        <form method="post" action="/admin/reviews/moderate">
          <table>
            <caption className="visually-hidden">Reviews, pending first</caption>
            <thead>
              <tr>
                <th scope="col">Choose</th>
                <th scope="col">Status</th>
                <th scope="col">Product</th>
                <th scope="col">Review</th>
                <th scope="col">By</th>
                <th scope="col">Written</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((review) => (
                <tr key={review.id}>
                  <td>
                    <input type="checkbox" name="ids" value={review.id} id={`review-${review.id}`} aria-label={`Choose review “${review.title}” by ${review.nickname}`} />
                  </td>
                  <td>{REVIEW_STATUS_LABELS[review.status] ?? review.status}</td>
                  <td>{review.productName ?? '–'}<br />{review.sku}</td>
                  <td><strong>{review.title}</strong> ({review.rating}/5)<br />{review.detail}</td>
                  <td>{review.nickname}</td>
                  <td>{formatDateTime(review.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="actions">
            <button type="submit" name="decision" value="approve">Approve the chosen reviews</button>
            <button type="submit" name="decision" value="reject" className="secondary">Reject the chosen reviews</button>
          </div>
        </form>
        <nav aria-label="Pages of reviews">
          {page > 1 && <a href={`/admin/reviews?page=${page - 1}`} rel="prev">Previous page</a>}{' '}
          {rows.length === REVIEWS_PAGE_SIZE && <a href={`/admin/reviews?page=${page + 1}`} rel="next">Next page</a>}
        </nav>
      </main>
    </>
  );
}
