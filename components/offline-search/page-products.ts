import type { SeenProduct } from '@/lib/domain/offline-search';
import { RECENTLY_VIEWED_SLOT, type ViewedSlotData } from '@/components/recently-viewed/page-slots';

/**
 * The products a page shows, as the browser keeps them for search offline (ADR 0052): the tiles of a listing (category,
 * search results, home collections: `components/catalog/product-tile.tsx`) and the product of a product page (its
 * recently viewed slot, ADR 0047). Read from the server-rendered page, so the pages carry no extra script or data but
 * the tile's photo path.
 */
export function productsOnPage(root: ParentNode, storeCode: string, seenAt: number): SeenProduct[] {
  const found = new Map<string, SeenProduct>();
  for (const tile of root.querySelectorAll<HTMLElement>('li.product-tile[data-item-id]')) {
    const sku = tile.dataset.itemId ?? '';
    const name = tile.querySelector('.product-tile__name')?.textContent?.trim() ?? '';
    const url = tile.querySelector('a[href]')?.getAttribute('href') ?? '';
    // The price paid: the last amount shown (a sale shows the regular one first, struck through; the labels before each
    // amount are for screen readers).
    const price = [...tile.querySelectorAll('.product-tile__price > span:not(.visually-hidden)')].at(-1)?.textContent?.trim() ?? '';
    if (sku && name && url) found.set(sku, { sku, storeCode, name, url, image: tile.dataset.itemImage ?? null, price, seenAt });
  }
  for (const slot of root.querySelectorAll<HTMLElement>(`[${RECENTLY_VIEWED_SLOT}]`)) {
    const current = parseSlot(slot.getAttribute(RECENTLY_VIEWED_SLOT));
    if (current) found.set(current.sku, { ...current, storeCode, seenAt });
  }
  return [...found.values()];
}

function parseSlot(text: string | null): NonNullable<ViewedSlotData> | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as NonNullable<ViewedSlotData>;
    return typeof value?.sku === 'string' && typeof value.name === 'string' && typeof value.url === 'string' ? value : null;
  } catch {
    return null;
  }
}
