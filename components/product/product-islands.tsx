'use client';

import dynamic from 'next/dynamic';

/**
 * The product page's client islands, each in a chunk of its own (server-rendered as usual). The catch-all route renders
 * categories, products and CMS pages: imported directly, the product islands would be part of every category page's
 * first-load JavaScript (ADR 0025).
 */
export const ProductPurchase = dynamic(() => import('./product-client').then((module) => module.ProductPurchase));
export const ReviewForm = dynamic(() => import('./product-client').then((module) => module.ReviewForm));
