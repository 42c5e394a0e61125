'use client';

import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useUser } from '@/components/account/session';
import { checkoutQueries, type CartContext } from '@/lib/api/checkout';
import { paymentProviderQueries } from '@/lib/api/payment-provider';
import type { LookupAddress } from '@/lib/domain/address';
import { lookupAddressOf } from '@/lib/domain/address-form';
import { splitShippingMethod } from '@/lib/domain/checkout-order';
import type { ShippingDetails } from '@/lib/domain/checkout-state';
import { isVirtualCart } from '@/lib/domain/payment-methods';
import { useCart } from '@/components/cart/use-cart';
import { useDebouncedValue } from '@/components/ui/use-debounced-value';

/** Typing a zip code or city must not call the API on every keystroke: address lookups wait for a pause this long. */
const ADDRESS_DEBOUNCE_MS = 400;

/** The lookup address of the shipping details, debounced: the query keys use it, so a query runs per pause, not per key. */
function useDebouncedLookupAddress(details: ShippingDetails): LookupAddress {
  const current = JSON.stringify(lookupAddressOf(details));
  const settled = useDebouncedValue(current, ADDRESS_DEBOUNCE_MS);
  return useMemo(() => JSON.parse(settled) as LookupAddress, [settled]);
}

/** The server cart this checkout talks about; null until the cart has a server id. */
export function useCartContext(storeCode: string): { cart: CartContext | null; linesKey: string; isVirtual: boolean } {
  const cartId = useCart(storeCode, (state) => state.cartServerToken);
  const linesKey = useCart(storeCode, (state) => state.cartItems.map((line) => `${line.sku}:${line.qty}`).join(','));
  const isVirtual = useCart(storeCode, (state) => isVirtualCart(state.cartItems.map((line) => line.type_id)));
  const token = useUser(storeCode, (state) => state.token);
  return { cart: cartId ? { storeCode, cartId, token } : null, linesKey, isVirtual };
}

export function useShippingMethods(storeCode: string, details: ShippingDetails) {
  const { cart, linesKey } = useCartContext(storeCode);
  return useQuery(checkoutQueries.shippingMethods(cart, linesKey, useDebouncedLookupAddress(details)));
}

export function usePaymentMethods(storeCode: string) {
  const { cart, linesKey } = useCartContext(storeCode);
  return useQuery(checkoutQueries.paymentMethods(cart, linesKey));
}

/** Totals for the shipping address and method. */
export function useCheckoutTotals(storeCode: string, details: ShippingDetails) {
  const { cart, linesKey } = useCartContext(storeCode);
  const method = details.shippingMethod ? splitShippingMethod(details.shippingMethod) : null;
  return useQuery(checkoutQueries.totals(cart, linesKey, useDebouncedLookupAddress(details), method));
}

export function usePaymentProviderConfig(storeCode: string) {
  return useQuery(paymentProviderQueries.config(storeCode));
}
