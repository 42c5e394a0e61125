import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CategoryView } from '@/components/catalog/category-view';
import { storeViewByLocale } from '@/lib/config/store-views';
import { categoryBySlug } from '@/lib/server/catalog/categories';
import { loadCategoryPage } from '@/lib/server/catalog/category-page';
import { getDb } from '@/lib/server/db/client';
import { alternatesFor, robotsForQuery } from '@/lib/server/seo/alternates';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string; slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const storeView = storeViewByLocale(locale);
  const category = await categoryBySlug(await getDb(), slug, storeView);
  if (!category) return {};
  const t = await getTranslations({ locale, namespace: 'Category' });
  return {
    title: category.name,
    description: t('metaDescription', { category: category.name }),
    alternates: alternatesFor(storeView, `/${category.url_path}`),
    robots: robotsForQuery(await searchParams),
  };
}

export default async function CategoryPage({ params, searchParams }: Props) {
  const { locale, slug } = await params;
  const storeView = storeViewByLocale(locale);
  const db = await getDb();
  const category = await categoryBySlug(db, slug, storeView);
  if (!category) notFound();
  const query = await searchParams;
  const data = await loadCategoryPage(db, storeView, category, query);
  return <CategoryView {...data} storeView={storeView} basePath={`${storeView.url}/c/${slug}`} />;
}
