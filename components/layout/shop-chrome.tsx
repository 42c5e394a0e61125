import { isMultistoreEnabled } from '@/lib/config/multistore';
import { BackToTop, Loader } from '@/components/layout/deferred-overlays';
import { NotificationArea } from '@/components/layout/notification-area';
import { CookieNotice } from '@/components/layout/cookie-notice';
import { HIDE_IF_ACCEPTED } from '@/lib/domain/cookie-claim';
import { DeferredIslands } from '@/components/layout/deferred-islands';
import { MobileBottomBar } from '@/components/layout/mobile-bottom-bar';
import { OfflineBadge } from '@/components/layout/offline-badge';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { env } from '@/lib/config/env';
import { storeViewByLocale } from '@/lib/config/store-views';
import { shopChromeData } from '@/lib/server/render/cached-pages';

/** A store's header, menu, footer and deferred islands around a page: the shop layout's, and the unserved store's 404. */
export async function ShopChrome({ locale, children }: { locale: string; children: React.ReactNode }) {
  const storeView = storeViewByLocale(locale);
  const { menu, banners: menuBanners } = await shopChromeData(locale);
  return (
    <>
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
      <CookieNotice privacyHref={`${storeView.url}/privacy`} tagManagerId={env().GTM_ID} />
      <script dangerouslySetInnerHTML={{ __html: HIDE_IF_ACCEPTED }} />
      <Loader />
    </>
  );
}
