import type { AbstractIntlMessages } from 'next-intl';

/**
 * The message namespaces client islands read (`useTranslations` in 'use client' modules). The root layout hands only
 * these to `NextIntlClientProvider`, so every page's HTML does not carry the texts only server components use
 * (Meta, Home, Footer, Category, Jobs, …). A test checks that every client `useTranslations` namespace is listed.
 */
export const clientNamespaces = [
  'Header',
  'Shell',
  'Search',
  'Cart',
  'Compare',
  'Modals',
  'Account',
  // My account's "Download my data" and "Delete my account" (ADR 0054).
  'AccountPrivacy',
  // The order statuses of My account's order history (the back office's transitions, ADR 0044).
  'OrderStatus',
  'Validation',
  'Product',
  'Checkout',
  'Address',
  'Wishlist',
  'Offline',
  'RecentlyViewed',
  'StockAlert',
  // The "offline results" note of the search panel and the offline search results (ADR 0052).
  'OfflineSearch',
  'Consent',
  // The error boundary (app/[locale]/error.tsx) draws its message on the client.
  'ErrorPage',
] as const;

export function clientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const namespace of clientNamespaces) {
    const namespaceMessages = messages[namespace];
    if (namespaceMessages !== undefined) picked[namespace] = namespaceMessages;
  }
  return picked;
}
