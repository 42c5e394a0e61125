import { useEffect, useRef } from 'react';
import type { ProductSearchPage, SearchPanelPage, UnreachableSearch } from '@/lib/api/catalog';
import type { StoreView } from '@/lib/config/store-views';
import { offlineSearchPage, type SeenProduct } from '@/lib/domain/offline-search';
import { formatPrice } from '@/lib/domain/price-format';
import { productPageUrl } from '@/lib/domain/product-url';

/**
 * The search panel's side of search offline (ADR 0052). The IndexedDB code is loaded only when it is needed: to answer
 * a search the shop could not be reached for, and after a live answer was drawn, to keep its products.
 */
const seenProducts = () => import('@/lib/offline/seen-products');

/** Offline, the store view's products seen that match `text`; an empty `offline`/`noresults` page when none can be read. */
export function answerFromSeen(storeCode: string, text: string): UnreachableSearch {
  return async (page) => {
    try {
      return await (await seenProducts()).searchSeen(storeCode, text, page);
    } catch {
      return offlineSearchPage([], page.from, page.size);
    }
  };
}

/** The products of a live answer as the browser keeps them (their page, photo and price as the panel shows them). */
function seenOfAnswer(page: ProductSearchPage, storeView: Pick<StoreView, 'storeCode' | 'url' | 'i18n'>, seenAt: number): SeenProduct[] {
  return page.items.map((item) => ({
    sku: item.sku,
    storeCode: storeView.storeCode,
    name: item.name,
    url: productPageUrl({ storeUrl: storeView.url, parentSku: item.sku, slug: item.slug ?? item.url_key }),
    image: item.image ?? null,
    price: formatPrice(item.final_price_incl_tax, storeView.i18n),
    seenAt,
  }));
}

/** Keeps the products of the live answers the panel received, each page once (best effort). */
export function useRememberLiveAnswers(pages: readonly SearchPanelPage[] | undefined, storeView: Pick<StoreView, 'storeCode' | 'url' | 'i18n'>): void {
  const remembered = useRef(new WeakSet<SearchPanelPage>());
  useEffect(() => {
    const products: SeenProduct[] = [];
    for (const page of pages ?? []) {
      if (page.offline || remembered.current.has(page)) continue;
      remembered.current.add(page);
      products.push(...seenOfAnswer(page, storeView, Date.now()));
    }
    if (products.length === 0) return;
    seenProducts()
      .then((module) => module.recordSeen(products))
      .catch(() => {});
  }, [pages, storeView]);
}

/**
 * Back online, an offline answer on screen is asked of the shop again, and its results replace it. React Query's own
 * reconnect refetch misses this when the panel opened after the connection was already gone: its online manager only
 * listens from the panel's first query on, so it never saw the shop go offline.
 */
export function useLiveAnswerWhenOnline(offline: boolean, refetch: () => unknown): void {
  useEffect(() => {
    if (!offline) return;
    const askAgain = () => void refetch();
    window.addEventListener('online', askAgain);
    return () => window.removeEventListener('online', askAgain);
  }, [offline, refetch]);
}
