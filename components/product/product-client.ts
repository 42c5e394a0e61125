// The product page's client islands as one module: one chunk, so the code they share (the CSS module's class names,
// the domain rules) is loaded once. The product route imports it directly (the purchase form hydrates with the page,
// the review form, below the fold, loads its code when hydration reaches it); the catch-all route, which also renders categories and CMS pages, loads it through components/product/product-islands.tsx.
import type { ComponentProps, ComponentType } from 'react';
import { ProductPurchase } from './product-purchase';
import { LazyReviewForm as ReviewForm } from './lazy-review-form';

export { ProductPurchase, ReviewForm };

/** The purchase form and the review form, as a route hands them to ProductView. */
export interface ProductIslands {
  ProductPurchase: ComponentType<ComponentProps<typeof ProductPurchase>>;
  ReviewForm: ComponentType<ComponentProps<typeof ReviewForm>>;
}
