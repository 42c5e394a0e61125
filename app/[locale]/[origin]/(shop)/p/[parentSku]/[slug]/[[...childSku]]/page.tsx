import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { ProductPurchase, ReviewForm } from '@/components/product/product-client';
import { productMetadata } from '@/lib/server/seo/product-seo';
import { productPageView } from '../../../../product-page-view';
import { storeViewByLocale } from '@/lib/config/store-views';
import { decodePathSegment } from '@/lib/domain/path-segment';
import { SHELL_PARAM } from '@/lib/server/render/build-phase';
import { productPageData } from '@/lib/server/render/cached-pages';

interface Params {
  locale: string;
  origin: string;
  parentSku: string;
  slug: string;
  childSku?: string[];
}

const decode = (segment: string) => decodePathSegment(segment) ?? segment;

/** The product's page data (cached per store view and sku) with the chosen child. */
async function load(locale: string, parentSku: string, childSku: string | null) {
  const result = await productPageData(locale, parentSku);
  return result.kind === 'found' ? { ...result, data: { ...result.data, childSku } } : result;
}

async function readParams(params: Promise<Params>) {
  const { locale, origin, parentSku, childSku } = await params;
  return { locale, origin, parentSku: decode(parentSku), childSku: childSku?.[0] ? decode(childSku[0]) : null };
}

/** Rendered whole, once, then served from the cache; a first visit waits for it (ADR 0020). */
export const ensureStatic = 'navigation';

/** Pages are rendered on their first visit and cached (ADR 0020); the build only checks the route with a stand-in. */
export function generateStaticParams() {
  return [{ parentSku: SHELL_PARAM, slug: SHELL_PARAM, childSku: [] }];
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale, parentSku, childSku } = await readParams(params);
  const result = await load(locale, parentSku, childSku);
  return result.kind === 'found' ? productMetadata(result.data, storeViewByLocale(locale)) : {};
}

export default async function ProductPage({ params }: { params: Promise<Params> }) {
  const { locale, origin, parentSku, childSku } = await readParams(params);
  setRequestLocale(locale);
  const storeView = storeViewByLocale(locale);
  const result = await load(locale, parentSku, childSku);
  return productPageView({ result, storeView, locale, origin, islands: { ProductPurchase, ReviewForm } });
}
