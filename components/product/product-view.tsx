import { getTranslations } from 'next-intl/server';
import { ProductTile } from '@/components/catalog/product-tile';
import type { StoreView } from '@/lib/config/store-views';
import { serializeJsonLd } from '@/lib/domain/product-json-ld';
import { productPageUrl } from '@/lib/domain/product-url';
import type { StockAlertSlot } from '@/lib/domain/stock-alert';
import { tileImage } from '@/lib/domain/tile-image';
import { recentlyViewedSlotProps, stockAlertSlotProps } from '@/components/recently-viewed/page-slots';
import { ecommerceEvent, productItem } from '@/lib/domain/analytics-events';
import { PageEvent } from '@/components/analytics/page-event';
import type { ProductPageData } from '@/lib/server/catalog/product-page';
import { ProductDetails } from './product-details';
import type { ProductIslands } from './product-client';
import { ProductReviews } from './product-reviews';
import { toPurchaseModel } from './purchase-model';
import type { PurchaseModel } from './purchase-model';
import styles from './product-page.module.css';
import purchaseStyles from './product.module.css';

interface ProductViewProps {
  /** Loaded by the route (lib/server/render/cached-pages.ts). */
  data: ProductPageData;
  storeView: StoreView;
  locale: string;
  /** JSON-LD objects of the page (Product, BreadcrumbList): built by the route (lib/server/seo/product-seo.ts). */
  structuredData: readonly object[];
  /** The client islands: imported directly by the product route, lazily by the catch-all route (product-islands.tsx). */
  islands: ProductIslands;
}

/** The product page of any product type; server-rendered, with one client island for the purchase controls. */
export async function ProductView(props: ProductViewProps) {
  const { storeView, islands } = props;
  const { ProductPurchase } = islands;
  const { data } = props;
  const t = await getTranslations({ locale: props.locale, namespace: 'Product' });
  const { product } = data;
  const model = toPurchaseModel(
    product,
    data.linked,
    data.swatchAttributes,
    storeView,
    data.childSku,
    data.listOutOfStock,
  );
  const alertSlot = stockAlertSlot(model);
  return (
    <article className={styles.page}>
      {props.structuredData.map((entry, index) => (
        <script
          key={index}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(entry) }}
        />
      ))}
      <PageEvent event={ecommerceEvent('view_item', storeView.i18n.currencyCode, [productItem(product)])} />
      <nav aria-label={t('breadcrumbs')} className={styles.breadcrumbs}>
        <ol>
          {data.breadcrumbs.map((crumb, index) => (
            <li key={`${crumb.name}-${index}`}>
              {crumb.url === null ? (
                <span aria-current="page">{crumb.name}</span>
              ) : (
                <a href={crumb.url}>{index === 0 ? t('home') : crumb.name}</a>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <ProductPurchase model={model} styles={purchaseStyles} heading={<h1 className={styles.name}>{product.name}</h1>} />
      {/* "Notify me when it's back", drawn after the page is interactive (ADR 0047). */}
      {alertSlot && <div {...stockAlertSlotProps(alertSlot)} />}
      <ProductDetails description={product.description} attributes={data.attributes} />
      <ProductReviews
        reviews={data.reviews}
        productId={product.id}
        storeCode={storeView.storeCode}
        ReviewForm={islands.ReviewForm}
      />
      {data.related.length > 0 && (
        <section className={styles.section} aria-labelledby="related-products">
          <h2 id="related-products" className={styles.sectionHeading}>
            {t('related')}
          </h2>
          <ul className="product-grid">
            {data.related.map((item) => (
              <ProductTile key={item.sku} product={item} storeView={storeView} />
            ))}
          </ul>
        </section>
      )}
      {/* Recently viewed: this product is kept, the others shown, after the page is interactive (ADR 0047). */}
      <div
        {...recentlyViewedSlotProps({
          sku: product.sku,
          name: product.name,
          url: productPageUrl({ storeUrl: storeView.url, parentSku: product.sku, slug: product.slug || product.url_key }),
          image: tileImage(product) || null,
          price: model.prices.finalText,
        })}
      />
    </article>
  );
}

/** What the deferred back-in-stock form needs, or null when neither the product nor any variant is out of stock. */
function stockAlertSlot(model: PurchaseModel): StockAlertSlot | null {
  const variants = Object.fromEntries(model.children.map((child) => [child.sku, child.stockStatus === 'out_of_stock']));
  const outOfStock = model.stockStatus === 'out_of_stock';
  if (!outOfStock && !Object.values(variants).some(Boolean)) return null;
  const initial = model.configuration?.variant;
  return {
    sku: model.sku,
    name: model.name,
    outOfStock,
    initialVariant: initial === null || initial === undefined ? null : (model.children[initial]?.sku ?? null),
    variants,
  };
}
