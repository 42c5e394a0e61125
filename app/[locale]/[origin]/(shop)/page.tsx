import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProductTile } from '@/components/catalog/product-tile';
import { BannerGrid, FeatureList, HomeHero, InstagramFeed } from '@/components/home/home-sections';
import { storeViewByLocale } from '@/lib/config/store-views';
import type { ProductDocument } from '@/lib/domain/catalog-types';
import type { StoreView } from '@/lib/config/store-views';
import { homePageData } from '@/lib/server/render/cached-pages';
import { alternatesFor } from '@/lib/server/seo/alternates';
import { recentlyViewedSlotProps } from '@/components/recently-viewed/page-slots';

/** Rendered whole, once, then served from the cache; a first visit waits for it (ADR 0020). */
export const ensureStatic = 'navigation';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return { alternates: alternatesFor(storeViewByLocale(locale), '/') };
}

function Collection({ id, title, products, storeView }: { id: string; title: string; products: ProductDocument[]; storeView: StoreView }) {
  return (
    <section aria-labelledby={id} className="home-collection">
      <h2 id={id}>{title}</h2>
      <ul className="product-grid">
        {products.map((product) => (
          <ProductTile key={product.sku} product={product} storeView={storeView} />
        ))}
      </ul>
    </section>
  );
}

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const storeView = storeViewByLocale(locale);
  const t = await getTranslations('Home');
  const { newProducts, bestsellers, homeData } = await homePageData(locale);
  return (
    <div className="home">
      {homeData ? (
        <HomeHero banner={homeData.mainImage} storeView={storeView} eyebrow={t('heroEyebrow')} action={t('heroAction')} />
      ) : (
        <h1 className="visually-hidden">{t('title')}</h1>
      )}
      {homeData && <BannerGrid banners={homeData.promotedOffers.mainBanners.concat(homeData.promotedOffers.smallBanners)} storeView={storeView} label={t('offers')} eager />}
      {newProducts.length === 0 && bestsellers.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <>
          <Collection id="new-products" title={t('newProducts')} products={newProducts} storeView={storeView} />
          <Collection id="bestsellers" title={t('bestsellers')} products={bestsellers} storeView={storeView} />
        </>
      )}
      {/* A returning shopper's recently viewed products, drawn after the page is interactive (ADR 0047). */}
      <div {...recentlyViewedSlotProps(null)} />
      {homeData && <BannerGrid banners={homeData.promotedOffers.productBanners} storeView={storeView} label={t('collections')} wide="last" />}
      {homeData && <FeatureList features={homeData.defaultContent.features} />}
      {homeData && <InstagramFeed images={homeData.instagramImages} title={t('instagram')} />}
    </div>
  );
}
