import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CategoryView } from '@/components/catalog/category-view';
import { CmsView } from '@/components/cms/cms-view';
import { ProductView } from '@/components/product/product-view';
import { productMetadata } from '@/components/product/product-seo';
import { storeViewByLocale } from '@/lib/config/store-views';
import type { CategoryDocument } from '@/lib/domain/catalog-types';
import { productPageUrl } from '@/lib/domain/product-url';
import { loadCategoryPage } from '@/lib/server/catalog/category-page';
import { loadProductPage } from '@/lib/server/catalog/product-page';
import { resolveUrl } from '@/lib/server/catalog/url-resolver';
import { findCmsPage } from '@/lib/server/cms/cms-page';
import { getDb } from '@/lib/server/db/client';
import { alternatesFor, robotsForQuery } from '@/lib/server/seo/alternates';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string; path: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** Spec §2 dispatcher: product url_path, then category, then CMS page (static pages too), else 404. */
async function dispatch(locale: string, segments: string[]) {
  const storeView = storeViewByLocale(locale);
  // Segments arrive decoded (a second decoding would fail on a literal '%').
  const path = segments.join('/');
  const db = await getDb();
  const hit = await resolveUrl(db, storeView, path, { stripStoreCode: false });
  if (hit) return { storeView, db, path, hit };
  const page = segments.length === 1 ? await findCmsPage(db, storeView, path) : null;
  return { storeView, db, path, hit: page ? { _type: 'cms_page' as const, _source: page } : null };
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, path } = await params;
  const { storeView, db, hit } = await dispatch(locale, path);
  if (!hit) return {};
  if (hit._type === 'product') {
    // One URL per product for search engines: the canonical is /p/{parentSku}/{slug}, as on the product route.
    const product = await loadProductPage(db, storeView, String(hit._source.sku));
    return product.kind === 'found' ? { ...(await productMetadata(product.data, storeView)), robots: robotsForQuery(await searchParams) } : {};
  }
  const source = hit._source as { name?: string; title?: string; meta_description?: string };
  const t = await getTranslations({ locale, namespace: 'Category' });
  return {
    title: source.name ?? source.title,
    description: source.meta_description ?? (hit._type === 'category' ? t('metaDescription', { category: source.name ?? '' }) : undefined),
    alternates: alternatesFor(storeView, `/${path.join('/')}`),
    robots: robotsForQuery(await searchParams),
  };
}

export default async function DispatchPage({ params, searchParams }: Props) {
  const { locale, path: segments } = await params;
  const { storeView, db, path, hit } = await dispatch(locale, segments);
  if (!hit) notFound();
  if (hit._type === 'category') {
    const query = await searchParams;
    const data = await loadCategoryPage(db, storeView, hit._source as unknown as CategoryDocument, query);
    return <CategoryView {...data} storeView={storeView} basePath={`${storeView.url}/${path}`} />;
  }
  if (hit._type === 'product') {
    const product = await loadProductPage(db, storeView, String(hit._source.sku));
    if (product.kind === 'not-found') notFound();
    if (product.kind === 'child') {
      permanentRedirect(productPageUrl({ storeUrl: storeView.url, parentSku: product.parentSku, slug: product.slug, childSku: product.childSku }));
    }
    return <ProductView product={product.data.product} data={product.data} storeView={storeView} locale={locale} />;
  }
  const page = hit._source as { identifier: string; title: string; content: string };
  return <CmsView page={page} />;
}
