'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { afterLoadWhenWanted } from '@/components/layout/after-load';
import type { StoreView } from '@/lib/config/store-views';

// The panel (React Query, the search client) is not in the first-load JavaScript: it loads when the browser is
// wanted after the page (first interaction, or a few seconds later), or on the first focus (ADR 0010).
const loadPanel = () => import('./search-panel').then((module) => module.SearchPanel);
const SearchPanel = lazy(() => loadPanel().then((component) => ({ default: component })));

/** The header's search bar: a plain GET form without JavaScript, the search panel with it. */
export function SearchTrigger({ storeView, categoryNames, icon }: { storeView: StoreView; categoryNames: Record<number, string>; icon?: ReactNode }) {
  const t = useTranslations('Search');
  const [open, setOpen] = useState(false);
  const [initialText, setInitialText] = useState('');
  const triggerRef = useRef<HTMLInputElement>(null);
  const openPanel = useCallback(() => {
    setInitialText(triggerRef.current?.value ?? '');
    setOpen(true);
  }, []);
  useEffect(() => afterLoadWhenWanted(() => void loadPanel()), []);
  // A shopper who went to the bar before the page's scripts ran (and may have typed) gets the panel, with the text.
  useEffect(() => {
    if (document.activeElement === triggerRef.current) openPanel();
  }, [openPanel]);
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
        {icon}
        <input
          id="site-search"
          ref={triggerRef}
          name="q"
          type="search"
          placeholder={t('placeholder')}
          autoComplete="off"
          aria-haspopup="dialog"
          onFocus={openPanel}
          onClick={openPanel}
        />
        <button type="submit">{t('submit')}</button>
      </form>
      {open && (
        <Suspense fallback={null}>
          <SearchPanel storeView={storeView} categoryNames={categoryNames} onClose={close} initialText={initialText} />
        </Suspense>
      )}
    </>
  );
}
