import { getTranslations } from 'next-intl/server';
import { DISPLAYED_RATING } from '@/lib/domain/product-json-ld';
import type { ApprovedReview } from '@/lib/server/catalog/product-page';
import type { ProductIslands } from './product-client';
import styles from './product-page.module.css';
import purchase from './product.module.css';

/** Approved reviews (each shown 5 of 5, spec §9) and the review form. */
export async function ProductReviews({
  reviews,
  productId,
  storeCode,
  ReviewForm,
}: {
  reviews: ApprovedReview[];
  productId: number;
  storeCode: string;
  ReviewForm: ProductIslands['ReviewForm'];
}) {
  const t = await getTranslations('Product');
  const rating = t('rating', { value: DISPLAYED_RATING.value, max: DISPLAYED_RATING.best });
  return (
    <section className={styles.section} aria-labelledby="product-reviews">
      <h2 id="product-reviews" className={styles.sectionHeading}>
        {t('reviews')} <span className={styles.muted}>({t('reviewCount', { count: reviews.length })})</span>
      </h2>
      {reviews.length === 0 ? (
        <p>{t('noReviews')}</p>
      ) : (
        <ul className={styles.reviewList}>
          {reviews.map((review) => (
            <li key={review.id} className={styles.review}>
              <p className={styles.stars} role="img" aria-label={rating}>
                <span aria-hidden="true">★★★★★</span>
              </p>
              <h3 className={styles.reviewTitle}>{review.title}</h3>
              <p className={styles.muted}>{t('reviewBy', { nickname: review.nickname })}</p>
              <p>{review.detail}</p>
            </li>
          ))}
        </ul>
      )}
      <ReviewForm productId={productId} storeCode={storeCode} purchase={purchase} />
    </section>
  );
}
