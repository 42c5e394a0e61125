import { CartListener } from '@/components/cart/cart-listener';
import { Microcart } from '@/components/cart/microcart';
import { OfflineOrderListener } from '@/components/checkout/offline-order-listener';
import { CompareListener } from '@/components/compare/compare-listener';
import { ModalHost } from '@/components/modals/modal-host';
import { isMultistoreEnabled } from '@/lib/config/multistore';
import { BackToTop } from '@/components/layout/back-to-top';
import { CookieNotice } from '@/components/layout/cookie-notice';
import { MobileBottomBar } from '@/components/layout/mobile-bottom-bar';
import { NotificationArea } from '@/components/layout/notification-area';
import { OfflineBadge } from '@/components/layout/offline-badge';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { QueryProvider } from '@/components/providers/query-provider';
import { storeViewByLocale } from '@/lib/config/store-views';
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
  const menu = await loadMenu(await getDb());
  return (
    <QueryProvider>
      <SiteHeader storeView={storeView} menu={menu} />
      <CompareListener storeCode={storeView.storeCode} />
      {/* Spec §4 Back online: orders placed offline are confirmed from any page. */}
      <OfflineOrderListener storeView={{ storeCode: storeView.storeCode, defaultCountry: storeView.i18n.defaultCountry }} />
      <CartListener storeCode={storeView.storeCode} checkoutHref={`${storeView.url}/checkout`} />
      <OfflineBadge />
      <NotificationArea />
      <main id="main" className="page" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter storeView={storeView} />
      <BackToTop />
      <Microcart storeView={{ storeCode: storeView.storeCode, url: storeView.url, i18n: storeView.i18n }} />
      <MobileBottomBar storeView={storeView} />
      <ModalHost storeCode={storeView.storeCode} multistore={isMultistoreEnabled()} />
      <CookieNotice privacyHref={`${storeView.url}/privacy`} />
    </QueryProvider>
  );
}
