'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import type { ReviewForm } from './review-form';

const Form = lazy(() => import('./review-form').then((module) => ({ default: module.ReviewForm })));

/**
 * The review form, loaded when hydration reaches it rather than with the page (ADR 0025): it is below the fold, and
 * server-rendered as usual. Its submit button stays disabled until it has hydrated.
 */
export function LazyReviewForm(props: ComponentProps<typeof ReviewForm>) {
  return (
    <Suspense>
      <Form {...props} />
    </Suspense>
  );
}
