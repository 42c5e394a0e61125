'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { productPageUrl } from '@/lib/domain/product-url';
import { useDebouncedValue } from '@/components/ui/use-debounced-value';
import { pageSizes, searchConfig } from '@/lib/config/constants';
import type { StoreView } from '@/lib/config/store-views';
import { catalogQueries } from '@/lib/api/catalog';
import { formatPrice } from '@/lib/domain/price-format';
import { searchTerm } from '@/lib/domain/search-term';
import { QueryProvider } from '@/components/providers/query-provider';
import type { SearchPanelPage } from '@/lib/api/catalog';
import { OfflineNote } from '@/components/offline-search/offline-note';
import { ResultTiles, type ResultTile } from './result-tiles';
import { answerFromSeen, useLiveAnswerWhenOnline, useRememberLiveAnswers } from './offline-answers';

const DEBOUNCE_MS = 300;

interface Props {
  storeView: StoreView;
  categoryNames: Record<number, string>;
  onClose: () => void;
  /** Takes what the shopper typed into the header's bar (before the page's scripts ran, or while this panel loaded). */
  takeTypedText?: () => string;
}

function tilesOf(page: SearchPanelPage, storeView: StoreView): ResultTile[] {
  if (page.offline) return page.items.map((item) => ({ sku: item.sku, name: item.name, href: item.url, image: item.image, price: item.price }));
  return page.items.map((item) => ({
    sku: item.sku,
    name: item.name,
    href: productPageUrl({ storeUrl: storeView.url, parentSku: item.sku, slug: item.slug ?? item.url_key }),
    image: item.image,
    price: formatPrice(item.final_price_incl_tax, storeView.i18n),
  }));
}

/**
 * Spec §2 search panel: from 3 characters, debounced, 16 per page with "load more", category chips, Escape closes.
 * Offline it answers from the products the shopper has seen, with a note; back online the live answer replaces it.
 */
export function SearchPanel(props: Props) {
  return (
    <QueryProvider>
      <SearchPanelContent {...props} />
    </QueryProvider>
  );
}

const noText = () => '';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab go round the panel's own controls (aria-modal): never onto the page hidden behind it. */
function keepTabInside(event: React.KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const [first, last] = [focusable[0], focusable.at(-1)];
  if (!first || !last) return;
  const wrapTo = event.shiftKey ? (document.activeElement === first ? last : null) : document.activeElement === last ? first : null;
  if (!wrapTo) return;
  event.preventDefault();
  wrapTo.focus();
}

function SearchPanelContent({ storeView, categoryNames, onClose, takeTypedText = noText }: Props) {
  const t = useTranslations('Search');
  const tOffline = useTranslations('OfflineSearch');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const term = useDebouncedValue(searchTerm(text).text, DEBOUNCE_MS);
  const enabled = term.length >= searchConfig.minQueryLength;
  const atLimit = text.length >= searchConfig.maxQueryLength;
  const query = useInfiniteQuery({
    ...catalogQueries.search(storeView.storeCode, term, categoryId, pageSizes.searchPanel, answerFromSeen(storeView.storeCode, term)),
    enabled,
  });

  // Before the browser paints: the typed text moves here and the focus with it, so no keystroke lands in the header's
  // bar behind the panel.
  useLayoutEffect(() => {
    const typed = takeTypedText();
    // The header's field is outside React: its text moves here once, in the same frame.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (typed) setText(typed.slice(0, searchConfig.maxQueryLength));
    inputRef.current?.focus();
  }, [takeTypedText]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  useRememberLiveAnswers(query.data?.pages, storeView);

  const pages = query.data?.pages ?? [];
  const first = pages[0];
  const offline = first?.offline === true;
  useLiveAnswerWhenOnline(offline, query.refetch);
  const items = pages.flatMap((page) => tilesOf(page, storeView));
  const total = first?.total ?? 0;
  const suggestions = first && !first.offline ? first.suggestions : [];
  const chips = (first && !first.offline ? first.categoryBuckets : []).filter((bucket) => categoryNames[bucket.id]);

  return (
    <div className="search-panel" role="dialog" aria-modal="true" aria-label={t('panelTitle')} onKeyDown={keepTabInside}>
      {/* Enter opens the full results page (count, filters, sort, paging) for the same text. */}
      <form className="search-panel__bar" role="search" action={`${storeView.url}/search`} method="get">
        <label htmlFor={inputId} className="visually-hidden">
          {t('panelTitle')}
        </label>
        <input
          id={inputId}
          ref={inputRef}
          type="search"
          name="q"
          value={text}
          placeholder={t('placeholder')}
          autoComplete="off"
          maxLength={searchConfig.maxQueryLength}
          onChange={(event) => {
            setText(event.target.value);
            setCategoryId(undefined);
          }}
        />
        <button type="button" className="search-panel__close" onClick={onClose}>
          {t('close')}
        </button>
      </form>
      <div className="search-panel__body" aria-live="polite">
        {text.trim().length > 0 && text.trim().length < searchConfig.minQueryLength && <p>{t('tooShort')}</p>}
        {atLimit && <p role="note">{t('shortened', { max: searchConfig.maxQueryLength })}</p>}
        {enabled && query.isPending && <p role="status">{t('searching')}</p>}
        {query.isError && <p role="alert">{t('failed')}</p>}
        {enabled && offline && <OfflineNote text={tOffline('note')} />}
        {enabled && query.isSuccess && items.length === 0 && <p>{t('noResults')}</p>}
        {suggestions.length > 0 && (
          <p className="search-panel__suggestions">
            {t('didYouMean')}{' '}
            {suggestions.map((suggestion) => (
              <button key={suggestion} type="button" className="link-button" onClick={() => setText(suggestion)}>
                {suggestion}
              </button>
            ))}
          </p>
        )}
        {chips.length > 0 && (
          <ul className="search-panel__chips" aria-label={t('categories')}>
            {chips.map((chip) => (
              <li key={chip.id}>
                <button
                  type="button"
                  aria-pressed={categoryId === chip.id}
                  onClick={() => setCategoryId(categoryId === chip.id ? undefined : chip.id)}
                >
                  {categoryNames[chip.id]} ({chip.count})
                </button>
              </li>
            ))}
          </ul>
        )}
        {items.length > 0 && (
          <>
            <p className="search-panel__count">
              {t('resultCount', { count: total })}{' '}
              <a href={`${storeView.url}/search?q=${encodeURIComponent(term)}`}>{t('allResults')}</a>
            </p>
            <ResultTiles items={items} className="product-grid search-panel__results" />
          </>
        )}
        {query.hasNextPage && (
          <p className="load-more">
            <button type="button" className="button" disabled={query.isFetchingNextPage} onClick={() => query.fetchNextPage()}>
              {query.isFetchingNextPage ? t('searching') : t('loadMore')}
            </button>
          </p>
        )}
      </div>
    </div>
  );
}
