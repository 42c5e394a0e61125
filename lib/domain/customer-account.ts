/** Spec §3/§4 customer profile, addresses, order history paging and newsletter preference: pure rules. */
import type { CustomerAddress } from './address';

export interface CustomerProfile {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  group_id?: number;
  addresses: CustomerAddress[];
  [key: string]: unknown;
}

export type AddressDefault = 'default_shipping' | 'default_billing';

/** Adds (index null) or replaces the address at index; the first address becomes the default of both kinds. */
export function saveAddress(addresses: CustomerAddress[], address: CustomerAddress, index: number | null): CustomerAddress[] {
  if (index !== null && index >= 0 && index < addresses.length) {
    const previous = addresses[index];
    return addresses.map((entry, position) => (position === index ? { ...address, id: previous?.id ?? address.id } : entry));
  }
  const first = addresses.length === 0;
  return [...addresses, { ...address, ...(first ? { default_shipping: true, default_billing: true } : {}) }];
}

/** Exactly one address carries the given default: the one at index. */
export function setDefaultAddress(addresses: CustomerAddress[], index: number, kind: AddressDefault): CustomerAddress[] {
  return addresses.map((entry, position) => ({ ...entry, [kind]: position === index }));
}

/** The profile fields the API lets change (README: /api/user/me POST). */
export function profileUpdate(profile: CustomerProfile, changes: Partial<Pick<CustomerProfile, 'firstname' | 'lastname' | 'email' | 'addresses'>>) {
  return {
    customer: {
      firstname: changes.firstname ?? profile.firstname,
      lastname: changes.lastname ?? profile.lastname,
      email: changes.email ?? profile.email,
      addresses: changes.addresses ?? profile.addresses,
    },
  };
}

/** Spec §9: order history 20 per page from page 1. */
export const ORDER_HISTORY_PAGE_SIZE = 20;

export function orderHistoryPageCount(totalCount: number, pageSize = ORDER_HISTORY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, totalCount) / pageSize));
}

export function clampPage(page: number, totalCount: number, pageSize = ORDER_HISTORY_PAGE_SIZE): number {
  return Math.min(Math.max(1, Math.floor(page) || 1), orderHistoryPageCount(totalCount, pageSize));
}

export type NewsletterChange = 'subscribe' | 'unsubscribe';

/** Spec §4 Newsletter: subscribe does nothing if already subscribed, unsubscribe nothing if not subscribed. */
export function newsletterChange(subscribed: boolean, wanted: boolean): NewsletterChange | null {
  if (wanted === subscribed) return null;
  return wanted ? 'subscribe' : 'unsubscribe';
}

/** The mailed reset link carries email and token (`?email=…&token=…`); null when one is missing. */
export function resetLinkParams(query: { get(name: string): string | null }): { email: string; token: string } | null {
  const email = query.get('email')?.trim() ?? '';
  const token = query.get('token')?.trim() ?? '';
  return email && token ? { email, token } : null;
}
