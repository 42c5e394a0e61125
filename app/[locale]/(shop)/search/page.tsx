import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProductTile } from '@/components/catalog/product-tile';
import { pageSizes, searchConfig } from '@/lib/config/constants';
import { storeViewByLocale } from '@/lib/config/store-views';
import { getDb } from '@/lib/server/db/client';
import { searchProducts } from '@/lib/server/search/product-search';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { robots: { index: false, follow: true } };

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ q?: string | string[] }>;
};

/** Server-rendered search results (works without JavaScript); the search panel island builds on the same API. */
export default async function SearchPage({ params, searchParams }: Props) {
  const { locale } = await params;
  const raw = (await searchParams).q;
  const query = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  const t = await getTranslations('Search');
  const storeView = storeViewByLocale(locale);
  if (query.length < searchConfig.minQueryLength) {
    return (
      <section className="search-page">
        <p role="alert">{t('tooShort')}</p>
      </section>
    );
  }
  const result = await searchProducts(await getDb(), storeView, {
    filters: [],
    aggregations: [],
    sort: [],
    text: query,
    from: 0,
    size: pageSizes.searchMixin,
    include: [],
    exclude: [],
  });
  return (
    <section className="search-page" aria-labelledby="search-title">
      <h1 id="search-title">{t('title', { query })}</h1>
      {result.items.length === 0 ? (
        <p role="status">{t('noResults')}</p>
      ) : (
        <ul className="product-grid">
          {result.items.map((product) => (
            <ProductTile key={product.sku} product={product} storeView={storeView} />
          ))}
        </ul>
      )}
    </section>
  );
}
