'use client';

import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import type { ReviewForm } from './review-form';

// The server requires the form at once (a lazy boundary would be streamed apart and revealed after the page).
const Form: ComponentType<ComponentProps<typeof ReviewForm>> =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server-only branch, dropped from the browser's code
      (require('./review-form') as typeof import('./review-form')).ReviewForm
    : lazy(() => import('./review-form').then((module) => ({ default: module.ReviewForm })));

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
