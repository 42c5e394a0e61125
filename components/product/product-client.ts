// The product page's client islands as one module: one chunk, so the code they share (the CSS module's class names,
// the domain rules) is loaded once. The product route imports it directly (the islands hydrate with the page); the
// catch-all route, which also renders categories and CMS pages, loads it through components/product/product-islands.tsx.
import type { ComponentProps, ComponentType } from 'react';
import { ProductPurchase } from './product-purchase';
import { ReviewForm } from './review-form';

export { ProductPurchase, ReviewForm };

/** The purchase form and the review form, as a route hands them to ProductView. */
export interface ProductIslands {
  ProductPurchase: ComponentType<ComponentProps<typeof ProductPurchase>>;
  ReviewForm: ComponentType<ComponentProps<typeof ReviewForm>>;
}
