'use client';

import { QueryProvider } from '@/components/providers/query-provider';
import { CheckoutView, type CheckoutPageStoreView } from './checkout-view';

/** The checkout and the React Query client its steps ask the API with, loaded together by CheckoutLoader. */
export function CheckoutWithQueries({ storeView }: { storeView: CheckoutPageStoreView }) {
  return (
    <QueryProvider>
      <CheckoutView storeView={storeView} />
    </QueryProvider>
  );
}
