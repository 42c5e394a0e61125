import { isMultistoreEnabled } from '@/lib/config/multistore';
import { BackToTop } from '@/components/layout/back-to-top';
import { CookieNotice } from '@/components/layout/cookie-notice';
import { DeferredIslands } from '@/components/layout/deferred-islands';
import { Loader } from '@/components/layout/loader';
import { MobileBottomBar } from '@/components/layout/mobile-bottom-bar';
import { NotificationArea } from '@/components/layout/notification-area';
import { OfflineBadge } from '@/components/layout/offline-badge';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { QueryProvider } from '@/components/providers/query-provider';
import { storeViewByLocale, type StoreCode } from '@/lib/config/store-views';
import { loadHomeData } from '@/lib/server/home/static-data';
import { loadMenu } from '@/lib/server/catalog/categories';
import { getDb } from '@/lib/server/db/client';

export default async function ShopLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  const storeView = storeViewByLocale(locale);
  const [menu, home] = await Promise.all([loadMenu(await getDb(), storeView), loadHomeData(storeView.storeCode as StoreCode)]);
  const menuBanners = home ? [...home.promotedOffers.smallBanners, ...home.promotedOffers.productBanners, ...home.promotedOffers.mainBanners] : [];
  return (
    <QueryProvider>
      <SiteHeader storeView={storeView} menu={menu} banners={menuBanners} />
      <OfflineBadge />
      <NotificationArea />
      <main id="main" className="page" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter storeView={storeView} />
      <BackToTop />
      <MobileBottomBar storeView={storeView} />
      {/* Cart, compare and offline-order listeners, microcart and modals load after the page (ADR 0010). */}
      <DeferredIslands
        storeView={{ storeCode: storeView.storeCode, url: storeView.url, i18n: storeView.i18n }}
        checkoutHref={`${storeView.url}/checkout`}
        defaultCountry={storeView.i18n.defaultCountry}
        multistore={isMultistoreEnabled()}
      />
      <CookieNotice privacyHref={`${storeView.url}/privacy`} />
      <Loader />
    </QueryProvider>
  );
}
