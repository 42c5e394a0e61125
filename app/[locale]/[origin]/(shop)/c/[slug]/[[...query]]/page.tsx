import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CategoryView } from '@/components/catalog/category-view';
import { storeViewByLocale } from '@/lib/config/store-views';
import { splitQuerySegments } from '@/lib/domain/query-segment';
import { SHELL_PARAM } from '@/lib/server/render/build-phase';
import { categoryData, categoryPageData, categoryUrlsData } from '@/lib/server/render/cached-pages';
import { categoryAlternates, robotsForQuery } from '@/lib/server/seo/alternates';

/** `query` is the URL query that proxy.ts moved into the path (`~q`, lib/domain/query-segment.ts). */
type Props = { params: Promise<{ locale: string; slug: string; query?: string[] }> };

async function readParams(params: Props['params']) {
  const { locale, slug, query: segments = [] } = await params;
  const split = splitQuerySegments(segments);
  if (!split || split.path.length > 0) notFound();
  return { locale, slug, query: split.query };
}

/** Rendered whole, once, then served from the cache; a first visit waits for it (ADR 0020). */
export const ensureStatic = 'navigation';

/** Pages are rendered on their first visit and cached (ADR 0020); the build only checks the route with a stand-in. */
export function generateStaticParams() {
  return [{ slug: SHELL_PARAM, query: [] }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug, query } = await readParams(params);
  const storeView = storeViewByLocale(locale);
  const category = await categoryData(locale, slug);
  if (!category) return {};
  const t = await getTranslations({ locale, namespace: 'Category' });
  return {
    title: category.name,
    description: t('metaDescription', { category: category.name }),
    alternates: categoryAlternates(storeView, await categoryUrlsData(category.id), category.url_path),
    robots: robotsForQuery(query),
  };
}

export default async function CategoryPage({ params }: Props) {
  const { locale, slug, query } = await readParams(params);
  setRequestLocale(locale);
  const storeView = storeViewByLocale(locale);
  const data = await categoryPageData(locale, slug, query);
  if (!data) notFound();
  return <CategoryView {...data} storeView={storeView} basePath={`${storeView.url}/c/${slug}`} />;
}
