import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { ProductView } from '@/components/product/product-view';
import { productMetadata } from '@/components/product/product-seo';
import { storeViewByLocale } from '@/lib/config/store-views';
import { productPageUrl } from '@/lib/domain/product-url';
import { loadProductPage } from '@/lib/server/catalog/product-page';
import { getDb } from '@/lib/server/db/client';

export const dynamic = 'force-dynamic';

interface Params {
  locale: string;
  parentSku: string;
  slug: string;
  childSku?: string[];
}

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** One load per request, shared by generateMetadata and the page. */
const load = cache(async (locale: string, parentSku: string, childSku: string | null) =>
  loadProductPage(await getDb(), storeViewByLocale(locale), parentSku, childSku),
);

async function readParams(params: Promise<Params>) {
  const { locale, parentSku, childSku } = await params;
  return { locale, parentSku: decode(parentSku), childSku: childSku?.[0] ? decode(childSku[0]) : null };
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale, parentSku, childSku } = await readParams(params);
  const result = await load(locale, parentSku, childSku);
  return result.kind === 'found' ? productMetadata(result.data, storeViewByLocale(locale)) : {};
}

export default async function ProductPage({ params }: { params: Promise<Params> }) {
  const { locale, parentSku, childSku } = await readParams(params);
  setRequestLocale(locale);
  const storeView = storeViewByLocale(locale);
  const result = await load(locale, parentSku, childSku);
  if (result.kind === 'not-found') notFound();
  if (result.kind === 'child') {
    // proxy.ts answers these with a 301 first; this is the fallback when its lookup was not possible.
    permanentRedirect(productPageUrl({ storeUrl: storeView.url, parentSku: result.parentSku, slug: result.slug, childSku: result.childSku }));
  }
  return <ProductView product={result.data.product} data={result.data} storeView={storeView} locale={locale} childSku={childSku} />;
}
