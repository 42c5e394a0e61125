import { MessagePage } from '@/components/layout/message-page';
import { ShopChrome } from '@/components/layout/shop-chrome';
import { routing } from '@/lib/i18n/routing';
import { rendersUnservedStore } from '@/lib/i18n/served-locale';

/**
 * A store prefix this shop does not serve (/de or /it without MULTISTORE): an unknown path of the default store, so
 * its page in the default store's words and chrome (the layout gives the document the default store's language too).
 * Every other unknown page is answered by (shop)/not-found.tsx inside the shop's layout. Next renders this boundary
 * into every page's payload ahead of need, so on a served store's pages it stays bare: the chrome there would be a
 * second header, menu and footer (20 KB) in each page's HTML.
 */
export default function UnservedStoreNotFound() {
  const page = <MessagePage namespace="NotFound" locale={routing.defaultLocale} documentTitle />;
  if (!rendersUnservedStore()) {
    return (
      <main id="main" className="page">
        {page}
      </main>
    );
  }
  return <ShopChrome locale={routing.defaultLocale}>{page}</ShopChrome>;
}
