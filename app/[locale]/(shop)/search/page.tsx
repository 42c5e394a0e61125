import { connection } from 'next/server';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ListingView } from '@/components/catalog/listing-view';
import { searchConfig } from '@/lib/config/constants';
import { storeViewByLocale } from '@/lib/config/store-views';
import { filterQueryWithOptionIds } from '@/lib/domain/filter-values';
import { hasActiveFilters } from '@/lib/domain/filters';
import { isSearchable, searchTerm } from '@/lib/domain/search-term';
import { loadProductListing } from '@/lib/server/catalog/category-listing';
import { loadAttributes } from '@/lib/server/catalog/reference-data';
import { getDb } from '@/lib/server/db/client';

export const metadata: Metadata = { robots: { index: false, follow: true } };

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * Server-rendered search results (works without JavaScript): count, the category page's filters and sort, and
 * "load more" as crawlable `?page=` links; the search panel island builds on the same search.
 */
/** Rendered for each request (it reads the URL query), whole before the first byte. */
export const instant = false;

export default async function SearchPage({ params, searchParams }: Props) {
  // Per request: the results read the clock (special prices, cache lifetimes).
  await connection();
  const { locale } = await params;
  setRequestLocale(locale);
  const { q, ...rest } = await searchParams;
  const term = searchTerm(q);
  const t = await getTranslations('Search');
  const storeView = storeViewByLocale(locale);
  if (!isSearchable(term)) {
    return (
      <section className="search-page">
        <p role="alert">{t('tooShort')}</p>
      </section>
    );
  }
  const db = await getDb();
  const query = filterQueryWithOptionIds(rest, await loadAttributes(db), storeView.storeCode);
  const listing = await loadProductListing(db, storeView, { text: term.text }, query);
  return (
    <section className="search-page category" aria-labelledby="search-title">
      <h1 id="search-title">{t('title', { query: term.text })}</h1>
      {term.shortened && <p role="note">{t('shortened', { max: searchConfig.maxQueryLength })}</p>}
      {listing.suggestions.length > 0 && (
        <p className="search-page__suggestions">
          {t('didYouMean')}{' '}
          {listing.suggestions.map((suggestion, index) => (
            <span key={suggestion}>
              {index > 0 && ', '}
              <a href={`${storeView.url}/search?q=${encodeURIComponent(suggestion)}`}>{suggestion}</a>
            </span>
          ))}
        </p>
      )}
      <ListingView
        listing={listing}
        storeView={storeView}
        basePath={`${storeView.url}/search`}
        keep={{ q: term.text }}
        query={query}
        relevanceSort
        emptyText={hasActiveFilters(query) ? t('noResultsFiltered') : t('noResults')}
      />
    </section>
  );
}
