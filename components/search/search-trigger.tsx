'use client';

import { useTranslations } from 'next-intl';
import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { deferred, useDeferred } from '@/components/layout/use-deferred';
import type { StoreView } from '@/lib/config/store-views';
import { useSearchedTextStore } from '@/stores/searched-text-store';

// The panel (React Query, the search client) is not in the first-load JavaScript: it loads when the browser is idle
// after the page (first interaction, or a few seconds later), or when the shopper opens it (ADR 0010).
const loadPanel = () => import('./search-panel');
const SearchPanel = deferred(loadPanel, (module) => module.SearchPanel);

/** The header's search bar: a plain GET form without JavaScript, the search panel with it. */
export function SearchTrigger({ storeView, categoryNames, icon }: { storeView: StoreView; categoryNames: Record<number, string>; icon?: ReactNode }) {
  const t = useTranslations('Search');
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLInputElement>(null);
  const openPanel = useCallback(() => setOpen(true), []);
  // Taken when the panel takes over, not when it was asked for: what the shopper types while its code loads goes into
  // the header's bar, and must not be lost. The panel owns the text from then on.
  const takeTypedText = useCallback(() => {
    const input = triggerRef.current;
    const typed = input?.value ?? '';
    if (input) input.value = '';
    return typed;
  }, []);
  // Drawn once its code is there, the panel never suspends (and its reveal is not held back).
  const panelLoaded = useDeferred(loadPanel, open || 'idle');
  // A shopper who typed into the bar before the page's scripts ran gets the panel, with the text.
  useEffect(() => {
    if (document.activeElement === triggerRef.current && triggerRef.current?.value) openPanel();
  }, [openPanel]);
  // On a results page the bar holds the page's text, to be refined from there, and is emptied when the page goes, also
  // with the focus in it (after the panel closed). Never over text the shopper typed (before the scripts ran, too), nor
  // into an empty bar they are in, about to type.
  const searchedText = useSearchedTextStore((state) => state.text);
  const shownText = useRef<string | null>(null);
  useEffect(() => {
    const input = triggerRef.current;
    if (!input) return;
    const holdsPageText = shownText.current !== null && input.value === shownText.current;
    shownText.current = null;
    if (holdsPageText) input.value = '';
    const free = holdsPageText || (!input.value && document.activeElement !== input);
    if (searchedText !== null && free) {
      input.value = searchedText;
      shownText.current = searchedText;
    }
  }, [searchedText]);
  // Focus comes back to the bar, which opens the panel on a click or a keystroke, not on focus (WCAG 3.2.1): a
  // keyboard user tabs past it, and Escape leaves them where they were. On a results page the bar shows the page's text
  // again (the panel took it).
  const close = useCallback(() => {
    const input = triggerRef.current;
    const pageText = useSearchedTextStore.getState().text;
    if (input && !input.value && pageText !== null) {
      input.value = pageText;
      shownText.current = pageText;
    }
    input?.focus();
    setOpen(false);
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
          onClick={openPanel}
          onInput={openPanel}
        />
        <button type="submit">{t('submit')}</button>
      </form>
      {/* In the body, not the header: the header's backdrop-filter would make it the containing block of the panel's
          position: fixed, and the panel would be cut to the header's height. */}
      {open &&
        panelLoaded &&
        createPortal(
          <Suspense fallback={null}>
            <SearchPanel storeView={storeView} categoryNames={categoryNames} onClose={close} takeTypedText={takeTypedText} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
