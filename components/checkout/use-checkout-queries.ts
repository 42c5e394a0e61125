'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchPaymentMethods, fetchShippingMethods, saveShippingInformation, type CartContext, type ShippingLookupAddress } from '@/lib/api/checkout';
import { splitShippingMethod } from '@/lib/domain/checkout-order';
import type { ShippingDetails } from '@/lib/domain/checkout-state';
import { isVirtualCart } from '@/lib/domain/payment-methods';
import { cartAuth } from '@/stores/cart-store';
import { useCart } from '@/components/cart/use-cart';

export function lookupAddressOf(details: ShippingDetails): ShippingLookupAddress {
  return {
    country_id: details.country,
    region: details.state,
    region_id: details.region_id,
    postcode: details.zipCode,
    city: details.city,
    street: [details.streetAddress, details.apartmentNumber],
  };
}

/** The server cart this checkout talks about; null until the cart has a server id. */
export function useCartContext(storeCode: string): { cart: CartContext | null; linesKey: string; isVirtual: boolean } {
  const cartId = useCart(storeCode, (state) => state.cartServerToken);
  const linesKey = useCart(storeCode, (state) => state.cartItems.map((line) => `${line.sku}:${line.qty}`).join(','));
  const isVirtual = useCart(storeCode, (state) => isVirtualCart(state.cartItems.map((line) => line.type_id)));
  return { cart: cartId ? { storeCode, cartId, token: cartAuth.token() } : null, linesKey, isVirtual };
}

export function useShippingMethods(storeCode: string, details: ShippingDetails) {
  const { cart, linesKey } = useCartContext(storeCode);
  const address = lookupAddressOf(details);
  return useQuery({
    queryKey: ['checkout', 'shipping-methods', storeCode, cart?.cartId, linesKey, address.country_id, address.region_id, address.postcode],
    queryFn: () => fetchShippingMethods(cart!, address),
    enabled: Boolean(cart && address.country_id),
    placeholderData: keepPreviousData,
  });
}

export function usePaymentMethods(storeCode: string) {
  const { cart, linesKey } = useCartContext(storeCode);
  return useQuery({
    queryKey: ['checkout', 'payment-methods', storeCode, cart?.cartId, linesKey],
    queryFn: () => fetchPaymentMethods(cart!),
    enabled: Boolean(cart),
    placeholderData: keepPreviousData,
  });
}

/** Totals for the shipping address and method (POST /api/cart/shipping-information). */
export function useCheckoutTotals(storeCode: string, details: ShippingDetails) {
  const { cart, linesKey } = useCartContext(storeCode);
  const address = lookupAddressOf(details);
  const method = details.shippingMethod ? splitShippingMethod(details.shippingMethod) : null;
  return useQuery({
    queryKey: ['checkout', 'totals', storeCode, cart?.cartId, linesKey, address.country_id, address.region_id, address.postcode, details.shippingMethod],
    queryFn: () => saveShippingInformation(cart!, { shippingAddress: address, shippingMethod: method }),
    enabled: Boolean(cart && address.country_id),
    placeholderData: keepPreviousData,
  });
}
