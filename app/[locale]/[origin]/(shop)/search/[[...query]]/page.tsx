import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ListingView } from '@/components/catalog/listing-view';
import { SearchedText } from '@/components/search/searched-text';
import { searchConfig } from '@/lib/config/constants';
import { storeViewByLocale } from '@/lib/config/store-views';
import { hasActiveFilters } from '@/lib/domain/filters';
import { splitQuerySegments } from '@/lib/domain/query-segment';
import { isSearchable, searchTerm } from '@/lib/domain/search-term';
import { searchPageData } from '@/lib/server/render/cached-pages';

/** The searched term in the title, as in the heading: each results page is told apart in tabs, history and by screen readers. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, query: segments = [] } = await params;
  const t = await getTranslations({ locale, namespace: 'Search' });
  const term = searchTerm(splitQuerySegments(segments)?.query.q);
  return { title: isSearchable(term) ? t('title', { query: term.text }) : t('panelTitle'), robots: { index: false, follow: true } };
}

/** `query` is the URL query (the term, filters, sort, page) that proxy.ts moved into the path (lib/domain/query-segment.ts). */
type Props = { params: Promise<{ locale: string; query?: string[] }> };

/** Rendered whole, once per term and query, then served from the cache like a filtered category (ADR 0020). */
export const ensureStatic = 'navigation';

export function generateStaticParams() {
  return [{ query: [] }];
}

/**
 * Server-rendered search results (works without JavaScript): count, the category page's filters and sort, and
 * "load more" as crawlable `?page=` links; the search panel island builds on the same search.
 */
export default async function SearchPage({ params }: Props) {
  const { locale, query: segments = [] } = await params;
  const split = splitQuerySegments(segments);
  if (!split || split.path.length > 0) notFound();
  setRequestLocale(locale);
  const { q, ...rest } = split.query;
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
  const data = await searchPageData(locale, term.text, rest);
  if (!data) notFound();
  const { listing, query } = data;
  return (
    <section className="search-page category" aria-labelledby="search-title">
      <h1 id="search-title">{t('title', { query: term.text })}</h1>
      <SearchedText text={term.text} />
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
        analytics={{ searchTerm: term.text }}
        emptyText={hasActiveFilters(query) ? t('noResultsFiltered') : t('noResults')}
      />
    </section>
  );
}
