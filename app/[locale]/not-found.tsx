import { MessagePage } from '@/components/layout/message-page';
import { ShopChrome } from '@/components/layout/shop-chrome';
import { routing } from '@/lib/i18n/routing';

/**
 * A store prefix this shop does not serve (/de or /it without MULTISTORE): an unknown path of the default store, so
 * its page in the default store's words and chrome (the layout gives the document the default store's language too).
 * Every other unknown page is answered by (shop)/not-found.tsx inside the shop's layout.
 */
export default function UnservedStoreNotFound() {
  return (
    <ShopChrome locale={routing.defaultLocale}>
      <MessagePage namespace="NotFound" locale={routing.defaultLocale} documentTitle />
    </ShopChrome>
  );
}
