'use client';

import { useEffect, useState } from 'react';
import { afterLoadWhenWanted } from '@/components/layout/after-load';

/** The compare list of a store view, as the header link and the product page's button need it. */
export interface CompareView {
  skus: readonly string[];
}

/**
 * The compare store (Dexie) loads after the page (ADR 0010); until then, and until it is restored, this is null,
 * so the page never shows a wrong count or state.
 */
export function useLazyCompare(storeCode: string): CompareView | null {
  const [view, setView] = useState<CompareView | null>(null);
  useEffect(() => {
    let active = true;
    let stop: (() => void) | undefined;
    const cancel = afterLoadWhenWanted(() => {
      void import('@/stores/compare-store').then(({ useCompareStore }) => {
        if (!active) return;
        const read = (state: ReturnType<typeof useCompareStore.getState>) =>
          setView(state.hydrated ? { skus: state.skusByStore[storeCode] ?? [] } : null);
        read(useCompareStore.getState());
        stop = useCompareStore.subscribe(read);
      });
    });
    return () => {
      active = false;
      cancel();
      stop?.();
    };
  }, [storeCode]);
  return view;
}
