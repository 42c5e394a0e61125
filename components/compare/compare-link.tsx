'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useLazyCompare } from './use-lazy-compare';

/** The header's compare link with the number of products on the list (the count once the list is restored). */
export function CompareLink({ storeCode, href, icon }: { storeCode: string; href: string; icon?: ReactNode }) {
  const t = useTranslations('Header');
  const count = useLazyCompare(storeCode)?.skus.length ?? null;
  return (
    <Link href={href} prefetch={false} className="header-link header-link--compare" aria-label={count === null ? t('compare') : t('compareWithCount', { count })} data-testid="compare-link">
      {icon}
      <span className="header-link__label">{t('compare')}</span>
      {count !== null && count > 0 && (
        <span className="badge" aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  );
}
