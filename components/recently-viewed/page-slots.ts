import type { ViewedProduct } from '@/lib/domain/recently-viewed';
import type { StockAlertSlot } from '@/lib/domain/stock-alert';

/**
 * The server-rendered places of the deferred rows (ADR 0047): an empty element whose data attribute carries what the
 * row needs. The pages render them without any client code, so the rows add nothing to their first-load JavaScript;
 * the deferred shop listeners draw into them (components/recently-viewed/page-slot-host.tsx).
 */
export const RECENTLY_VIEWED_SLOT = 'data-recently-viewed';
export const STOCK_ALERT_SLOT = 'data-stock-alert';

/** The product on screen (without its store view and time, which the browser adds), or null on other pages. */
export type ViewedSlotData = Omit<ViewedProduct, 'storeCode' | 'viewedAt'> | null;

export function recentlyViewedSlotProps(current: ViewedSlotData) {
  return { [RECENTLY_VIEWED_SLOT]: current ? JSON.stringify(current) : '' };
}

export function stockAlertSlotProps(slot: StockAlertSlot) {
  return { [STOCK_ALERT_SLOT]: JSON.stringify(slot) };
}
