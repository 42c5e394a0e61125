'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { recordSeen } from '@/lib/offline/seen-products';
import { productsOnPage } from './page-products';

/**
 * Keeps the products of each page the shopper sees (tiles, the product on screen) for search offline (ADR 0052). Part
 * of the deferred shop listeners: it runs after the page is interactive, and again after each navigation.
 */
export function SeenProductsRecorder({ storeCode }: { storeCode: string }) {
  const pathname = usePathname();
  useEffect(() => {
    const products = productsOnPage(document, storeCode, Date.now());
    // Best effort: a browser without IndexedDB simply has nothing to search offline.
    recordSeen(products).catch(() => {});
  }, [pathname, storeCode]);
  return null;
}
