'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useCompareStore } from '@/stores/compare-store';
import { useUiStore } from '@/stores/ui-store';

/** Product pages and tiles ask for "add to compare" with a DOM event; this keeps the list. */
export function CompareListener({ storeCode }: { storeCode: string }) {
  const t = useTranslations('Compare');
  const add = useCompareStore((state) => state.add);
  const notify = useUiStore((state) => state.notify);
  const router = useRouter();
  useEffect(() => {
    const onCompare = (event: Event) => {
      const sku = (event as CustomEvent<{ sku?: string }>).detail?.sku;
      if (!sku) return;
      add(storeCode, sku);
      notify({ type: 'success', message: t('added'), action1: { label: t('view'), action: 'open-compare' } });
    };
    const openCompare = () => router.push(`${storeCode === 'default' ? '' : `/${storeCode}`}/compare`);
    window.addEventListener('storefront:compare', onCompare);
    window.addEventListener('storefront:open-compare', openCompare);
    return () => {
      window.removeEventListener('storefront:compare', onCompare);
      window.removeEventListener('storefront:open-compare', openCompare);
    };
  }, [add, notify, router, storeCode, t]);
  return null;
}
