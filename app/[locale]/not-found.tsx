import { MessagePage } from '@/components/layout/message-page';
import { routing } from '@/lib/i18n/routing';

/**
 * A store prefix this shop does not serve (/de or /it without MULTISTORE): an unknown path of the default store, so
 * in the default store's words. Every other unknown page is answered by (shop)/not-found.tsx inside the shop's layout.
 */
export default function UnservedStoreNotFound() {
  return (
    <main id="main" className="page">
      <MessagePage namespace="NotFound" locale={routing.defaultLocale} documentTitle />
    </main>
  );
}
