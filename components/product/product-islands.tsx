'use client';

import dynamic from 'next/dynamic';
import type { ProductIslands } from './product-client';

/**
 * The product islands for the catch-all route, each loaded with `next/dynamic` (server-rendered as usual, the chunk
 * preloaded only where rendered). The catch-all route renders categories, products and CMS pages: imported directly,
 * the product islands would be part of every category page's first-load JavaScript (ADR 0025). The product route
 * `/p/…` imports them directly instead: a lazily loaded island hydrates after the page's load event, and what a shopper
 * types into it before then (the quantity) is reset by hydration.
 */
export const ProductPurchase: ProductIslands['ProductPurchase'] = dynamic(() =>
  import('./product-client').then((module) => module.ProductPurchase),
);
export const ReviewForm: ProductIslands['ReviewForm'] = dynamic(() =>
  import('./product-client').then((module) => module.ReviewForm),
);
