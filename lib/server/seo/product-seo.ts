import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { imageSizes } from '@/lib/config/constants';
import { isMultistoreEnabled } from '@/lib/config/multistore';
import { storeViews, type StoreView } from '@/lib/config/store-views';
import { breadcrumbJsonLd, plainText, productJsonLd } from '@/lib/domain/product-json-ld';
import { productPageUrl } from '@/lib/domain/product-url';
import { stockStatus } from '@/lib/domain/stock-status';
import type { ProductPageData } from '@/lib/server/catalog/product-page';
import { imageUrl } from '@/lib/domain/image-url';

function slugOf(data: ProductPageData, storeView?: StoreView): string {
  return (storeView && data.storeSlugs[storeView.storeCode]) || data.product.slug || data.product.url_key;
}

/** The canonical URL of a product page is its parent's URL, whatever child is chosen. */
function canonicalPath(data: ProductPageData, storeView: StoreView): string {
  return productPageUrl({ storeUrl: storeView.url, parentSku: data.product.sku, slug: slugOf(data) });
}

/** Root-relative URLs: the page's metadataBase makes them absolute (ADR 0038). */
export async function productMetadata(data: ProductPageData, storeView: StoreView): Promise<Metadata> {
  const { product } = data;
  const description = plainText(product.short_description || product.description, 160);
  const { width, height } = imageSizes.gallery;
  const canonical = canonicalPath(data, storeView);
  const languages: Record<string, string> = {};
  if (isMultistoreEnabled()) {
    for (const view of Object.values(storeViews)) {
      languages[view.locale] = productPageUrl({ storeUrl: view.url, parentSku: product.sku, slug: slugOf(data, view) });
    }
    languages['x-default'] = languages['en-US'] ?? canonical;
  }
  return {
    title: product.name,
    description,
    alternates: { canonical, ...(isMultistoreEnabled() ? { languages } : {}) },
    openGraph: {
      type: 'website',
      title: product.name,
      description,
      url: canonical,
      images: [{ url: imageUrl(product.image, width, height), width, height, alt: product.name }],
    },
  };
}

/**
 * The Product and BreadcrumbList structured data of the page (the chosen child's price when there is one); its URLs
 * name `origin` (lib/server/seo/origin.ts pageOrigin; '' leaves them root-relative).
 */
function productStructuredData(data: ProductPageData, storeView: StoreView, homeName: string, origin: string) {
  const { product } = data;
  const child = product.configurable_children?.find((entry) => entry.sku === data.childSku);
  const priced = (child ?? product) as Record<string, unknown>;
  const url = `${origin}${canonicalPath(data, storeView)}`;
  const { width, height } = imageSizes.gallery;
  const images = (
    product.media_gallery?.length ? product.media_gallery.map((entry) => entry.image) : [product.image]
  ).map((path) => `${origin}${imageUrl(path, width, height)}`);
  const crumbs = data.breadcrumbs.map((crumb, index) => (index === 0 ? { ...crumb, name: homeName } : crumb));
  return [
    productJsonLd({
      name: product.name,
      sku: (child ?? product).sku,
      description: plainText(product.short_description || product.description),
      images,
      url,
      price: Number(priced.final_price_incl_tax ?? priced.price ?? 0),
      currency: storeView.i18n.currencyCode,
      inStock: stockStatus((child ?? product).stock) !== 'out_of_stock',
      approvedReviewCount: data.reviews.length,
    }),
    breadcrumbJsonLd(crumbs, origin, url),
  ];
}

/** {@link productStructuredData} in the page's language (the breadcrumb's first entry is the store's word for Home). */
export async function productPageStructuredData(
  data: ProductPageData,
  storeView: StoreView,
  locale: string,
  origin: string,
) {
  const t = await getTranslations({ locale, namespace: 'Product' });
  return productStructuredData(data, storeView, t('home'), origin);
}
