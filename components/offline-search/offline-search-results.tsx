'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ResultTiles } from '@/components/search/result-tiles';
import { SearchedText } from '@/components/search/searched-text';
import type { OfflineSearchPage } from '@/lib/domain/offline-search';
import { isSearchable, searchTerm } from '@/lib/domain/search-term';
import { whenShopAnswersAgain } from '@/lib/offline/back-online';
import { OfflineNote } from './offline-note';

/** Tiles drawn at once, and added by "Load more". */
const STEP = 24;

type State = { kind: 'reading' } | { kind: 'tooShort' } | { kind: 'found'; text: string; answer: OfflineSearchPage };

/**
 * The search results page offline (ADR 0052): the text of the address's `q`, matched against the products seen in this
 * store view, with the offline note. Back online the page loads again, and the shop's results replace these.
 */
export function OfflineSearchResults({ storeCode, titleId }: { storeCode: string; titleId: string }) {
  const t = useTranslations('Search');
  const tOffline = useTranslations('OfflineSearch');
  const [state, setState] = useState<State>({ kind: 'reading' });
  const [shown, setShown] = useState(STEP);

  useEffect(() => {
    let active = true;
    const term = searchTerm(new URLSearchParams(window.location.search).get('q'));
    if (!isSearchable(term)) {
      // The address is read once the page runs in the browser: the server rendered a shell without it.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setState({ kind: 'tooShort' });
      return;
    }
    import('@/lib/offline/seen-products')
      .then((module) => module.searchSeen(storeCode, term.text, { from: 0, size: Number.MAX_SAFE_INTEGER }))
      .catch((): OfflineSearchPage => ({ items: [], total: 0, offline: true, noresults: true }))
      .then((answer) => active && setState({ kind: 'found', text: term.text, answer }));
    return () => {
      active = false;
    };
  }, [storeCode]);

  // Back online: the shop's own results page for the same address.
  useEffect(() => whenShopAnswersAgain(() => window.location.reload()), []);

  if (state.kind === 'reading') return <p role="status">{t('searching')}</p>;
  if (state.kind === 'tooShort') return <p role="alert">{t('tooShort')}</p>;
  const { text, answer } = state;
  return (
    <>
      <h1 id={titleId}>{t('title', { query: text })}</h1>
      <SearchedText text={text} />
      <OfflineNote text={tOffline('note')} />
      {answer.noresults ? (
        <p>{t('noResults')}</p>
      ) : (
        <>
          <p className="search-panel__count">{t('resultCount', { count: answer.total })}</p>
          <ResultTiles items={answer.items.slice(0, shown).map((item) => ({ ...item, href: item.url }))} />
          {answer.total > shown && (
            <p className="load-more">
              <button type="button" className="button" onClick={() => setShown((count) => count + STEP)}>
                {t('loadMore')}
              </button>
            </p>
          )}
        </>
      )}
    </>
  );
}
