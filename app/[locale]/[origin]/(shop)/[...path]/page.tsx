import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CategoryView } from '@/components/catalog/category-view';
import { CmsView } from '@/components/cms/cms-view';
import { ProductPurchase, ReviewForm } from '@/components/product/product-islands';
import { productMetadata } from '@/lib/server/seo/product-seo';
import { productPageView } from '../product-page-view';
import { storeViewByLocale } from '@/lib/config/store-views';
import { routeQueryToSearch, splitQuerySegments } from '@/lib/domain/query-segment';
import { SHELL_PARAM } from '@/lib/server/render/build-phase';
import { categoryUrlsData, dispatchPageData } from '@/lib/server/render/cached-pages';
import { alternatesFor, categoryAlternates, robotsForQuery } from '@/lib/server/seo/alternates';

/** The path's segments, then the URL query that proxy.ts moved into the path (`~q`, lib/domain/query-segment.ts). */
type Props = { params: Promise<{ locale: string; origin: string; path: string[] }> };

async function dispatch(params: Props['params']) {
  const { locale, origin, path: segments } = await params;
  const split = splitQuerySegments(segments);
  if (!split || split.path.length === 0) notFound();
  return { locale, origin, query: split.query, found: await dispatchPageData(locale, split.path, split.query) };
}

/** Rendered whole, once, then served from the cache; a first visit waits for it (ADR 0020). */
export const ensureStatic = 'navigation';

/** Pages are rendered on their first visit and cached (ADR 0020); the build only checks the route with a stand-in. */
export function generateStaticParams() {
  return [{ path: [SHELL_PARAM] }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, query, found } = await dispatch(params);
  if (!found || found.kind === 'moved') return {};
  const storeView = storeViewByLocale(locale);
  if (found.kind === 'product') {
    // One URL per product for search engines: the canonical is /p/{parentSku}/{slug}, as on the product route.
    return found.result.kind === 'found'
      ? { ...(await productMetadata(found.result.data, storeView)), robots: robotsForQuery(query) }
      : {};
  }
  const source = found.kind === 'category' ? found.data.category : found.page;
  const t = await getTranslations({ locale, namespace: 'Category' });
  return {
    title: 'name' in source ? source.name : source.title,
    description:
      found.kind === 'category'
        ? t('metaDescription', { category: found.data.category.name })
        : (found.page as { meta_description?: string }).meta_description,
    alternates:
      found.kind === 'category'
        ? categoryAlternates(storeView, await categoryUrlsData(found.data.category.id), found.path)
        : alternatesFor(storeView, `/${found.path}`),
    robots: robotsForQuery(query),
  };
}

export default async function DispatchPage({ params }: Props) {
  const { locale, origin, query, found } = await dispatch(params);
  setRequestLocale(locale);
  if (!found) notFound();
  const storeView = storeViewByLocale(locale);
  // An English url path under /de or /it: proxy.ts answers documents 301 (ADR 0050); client navigations, and a
  // document whose look-up was not answered in time, are sent on here (a page can only answer 308).
  if (found.kind === 'moved') permanentRedirect(`${storeView.url}/${found.path}${routeQueryToSearch(query)}`);
  if (found.kind === 'category') {
    return <CategoryView {...found.data} storeView={storeView} basePath={`${storeView.url}/${found.path}`} />;
  }
  if (found.kind === 'product') {
    return productPageView({
      result: found.result,
      storeView,
      locale,
      origin,
      islands: { ProductPurchase, ReviewForm },
    });
  }
  return <CmsView page={found.page} />;
}
