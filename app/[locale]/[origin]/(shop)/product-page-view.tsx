import { notFound, permanentRedirect } from 'next/navigation';
import type { ProductIslands } from '@/components/product/product-client';
import { ProductView } from '@/components/product/product-view';
import type { StoreView } from '@/lib/config/store-views';
import { productPageUrl } from '@/lib/domain/product-url';
import type { ProductPageResult } from '@/lib/server/catalog/product-page';
import { pageOrigin } from '@/lib/server/seo/origin';
import { productPageStructuredData } from '@/lib/server/seo/product-seo';

/**
 * What a product route answers for a loaded product: the shop's 404, the parent's page for a child sku, or the page.
 * Shared by the product route and the URL dispatcher, which differ only in how they load the islands. A function the
 * page awaits, not a component: the 404 and the redirect are thrown by the page itself, before anything streams.
 * `origin` is the page's route segment of the request's origin (ADR 0038), which its structured data's URLs name.
 */
export async function productPageView({
  result,
  storeView,
  locale,
  origin,
  islands,
}: {
  result: ProductPageResult;
  storeView: StoreView;
  locale: string;
  origin: string;
  islands: ProductIslands;
}) {
  if (result.kind === 'not-found') notFound();
  if (result.kind === 'child') {
    // proxy.ts answers a document's child sku URL with 301 first (spec §2); this covers client navigations and a
    // failed look-up, where a page can only answer a permanent redirect with 308 (ADR 0024 addendum).
    permanentRedirect(
      productPageUrl({
        storeUrl: storeView.url,
        parentSku: result.parentSku,
        slug: result.slug,
        childSku: result.childSku,
      }),
    );
  }
  return (
    <ProductView
      data={result.data}
      storeView={storeView}
      locale={locale}
      islands={islands}
      structuredData={await productPageStructuredData(result.data, storeView, locale, pageOrigin(origin))}
    />
  );
}
