'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useLazyCompare } from './use-lazy-compare';

/** The header's compare link with the number of products on the list (the count once the list is restored). */
export function CompareLink({ storeCode, href }: { storeCode: string; href: string }) {
  const t = useTranslations('Header');
  const count = useLazyCompare(storeCode)?.skus.length ?? null;
  return (
    <Link href={href} aria-label={count === null ? t('compare') : t('compareWithCount', { count })} data-testid="compare-link">
      <span>{t('compare')}</span>
      {count !== null && count > 0 && (
        <span className="badge" aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  );
}
