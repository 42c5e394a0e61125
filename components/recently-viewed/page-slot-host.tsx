'use client';

import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { usePathname } from 'next/navigation';
import { StockAlertForm } from '@/components/stock-alert/stock-alert-form';
import { alertSkuFor, variantOfPath, type StockAlertSlot } from '@/lib/domain/stock-alert';
import { recordView } from '@/lib/offline/recently-viewed';
import { RECENTLY_VIEWED_SLOT, STOCK_ALERT_SLOT, type ViewedSlotData } from './page-slots';
import { RecentlyViewedRow } from './recently-viewed-row';

type Slot =
  | { kind: 'viewed'; element: HTMLElement; current: ViewedSlotData }
  | { kind: 'alert'; element: HTMLElement; data: StockAlertSlot };

function parse<T>(text: string | null): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

function findSlots(): Slot[] {
  const viewed = [...document.querySelectorAll<HTMLElement>(`[${RECENTLY_VIEWED_SLOT}]`)].map(
    (element): Slot => ({ kind: 'viewed', element, current: parse<NonNullable<ViewedSlotData>>(element.getAttribute(RECENTLY_VIEWED_SLOT)) }),
  );
  const alerts = [...document.querySelectorAll<HTMLElement>(`[${STOCK_ALERT_SLOT}]`)].flatMap((element): Slot[] => {
    const data = parse<StockAlertSlot>(element.getAttribute(STOCK_ALERT_SLOT));
    return data ? [{ kind: 'alert', element, data }] : [];
  });
  return [...viewed, ...alerts];
}

/**
 * Draws the recently viewed rows and the back-in-stock form into the page's slots (page-slots.ts), and keeps the
 * product on screen in the recently viewed list. Part of the deferred shop listeners: it runs after the page is
 * interactive, and looks again after each navigation (a variant's choice changes the path too).
 */
export function PageSlotHost({ storeCode }: { storeCode: string }) {
  const pathname = usePathname();
  const [found, setFound] = useState<{ path: string; slots: Slot[]; recorded: boolean }>({ path: '', slots: [], recorded: false });

  useEffect(() => {
    let active = true;
    const slots = findSlots();
    const viewed = slots.find((slot): slot is Extract<Slot, { kind: 'viewed' }> => slot.kind === 'viewed' && slot.current !== null);
    const show = (recorded: boolean) => active && setFound({ path: pathname, slots, recorded });
    if (!viewed?.current) {
      show(true);
    } else {
      // Recorded before the rows read, so an empty cart opened next lists this product too.
      recordView({ ...viewed.current, storeCode, viewedAt: Date.now() })
        .catch(() => {})
        .finally(() => show(true));
    }
    return () => {
      active = false;
    };
  }, [pathname, storeCode]);

  if (!found.recorded) return null;
  const chosenVariant = variantOfPath(found.path);
  return found.slots.map((slot, index) => {
    if (!slot.element.isConnected) return null;
    if (slot.kind === 'viewed') {
      return createPortal(<RecentlyViewedRow storeCode={storeCode} currentSku={slot.current?.sku ?? null} />, slot.element, `viewed-${index}`);
    }
    const sku = alertSkuFor(slot.data, chosenVariant);
    return sku
      ? createPortal(<StockAlertForm key={sku} storeCode={storeCode} sku={sku} name={slot.data.name} />, slot.element, `alert-${index}`)
      : null;
  });
}
