'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import type { StoreView } from '@/lib/config/store-views';
import { SearchPanel } from './search-panel';

/** The header's search bar: a plain GET form without JavaScript, the search panel with it. */
export function SearchTrigger({ storeView, categoryNames }: { storeView: StoreView; categoryNames: Record<number, string> }) {
  const t = useTranslations('Search');
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLInputElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    requestAnimationFrame(() => triggerRef.current?.blur());
  }, []);
  return (
    <>
      <form className="site-header__search" role="search" action={`${storeView.url}/search`} method="get">
        <label className="visually-hidden" htmlFor="site-search">
          {t('panelTitle')}
        </label>
        <input
          id="site-search"
          ref={triggerRef}
          name="q"
          type="search"
          placeholder={t('placeholder')}
          autoComplete="off"
          aria-haspopup="dialog"
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
        />
        <button type="submit">{t('submit')}</button>
      </form>
      {open && <SearchPanel storeView={storeView} categoryNames={categoryNames} onClose={close} />}
    </>
  );
}
