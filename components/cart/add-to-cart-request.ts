'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { AddToCartRequest } from '@/lib/api/cart-product';

/**
 * Product pages ask for "add to cart" with a DOM event (ADR 0006) that the cart listener answers with a settled
 * event carrying the same request id, so the button can show that it is working and ignore a second click.
 */
export const ADD_TO_CART_EVENT = 'storefront:add-to-cart';
const ADD_TO_CART_SETTLED_EVENT = 'storefront:add-to-cart-settled';

export type AddToCartEventDetail = AddToCartRequest & { requestId?: string };

/** Tells the page that asked that its add to cart has finished (added or refused). */
export function settleAddToCart(requestId: string | undefined) {
  if (requestId) window.dispatchEvent(new CustomEvent(ADD_TO_CART_SETTLED_EVENT, { detail: { requestId } }));
}

let sequence = 0;

/** `adding` is true from the click until every line of this add has been settled by the cart. */
export function useAddToCart(): { adding: boolean; add: (requests: readonly AddToCartRequest[]) => void } {
  const [adding, setAdding] = useState(false);
  const pending = useRef(new Set<string>());
  useEffect(() => {
    const onSettled = (event: Event) => {
      const { requestId } = (event as CustomEvent<{ requestId: string }>).detail;
      if (pending.current.delete(requestId) && pending.current.size === 0) setAdding(false);
    };
    window.addEventListener(ADD_TO_CART_SETTLED_EVENT, onSettled);
    return () => window.removeEventListener(ADD_TO_CART_SETTLED_EVENT, onSettled);
  }, []);
  const add = useCallback((requests: readonly AddToCartRequest[]) => {
    if (pending.current.size > 0 || requests.length === 0) return;
    setAdding(true);
    for (const request of requests) {
      const requestId = `add-${Date.now()}-${++sequence}`;
      pending.current.add(requestId);
      const detail: AddToCartEventDetail = { ...request, requestId };
      window.dispatchEvent(new CustomEvent(ADD_TO_CART_EVENT, { detail }));
    }
  }, []);
  return { adding, add };
}
