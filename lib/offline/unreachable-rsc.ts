import type { SerwistPlugin } from 'serwist';

/**
 * The service worker's answer to a client-side navigation's RSC request that neither the network nor its cache could
 * answer (offline, a page never visited): `503 Service Unavailable`, no body. Next's router turns any answer that is
 * not React Server Component data into a full navigation of the same URL, which the worker's page strategy answers
 * with the store's offline page ('Redirecting to Home.', ADR 0009). A request that simply failed would leave that
 * choice to the router's handling of network errors, which Next 16.4 can already switch to waiting for the connection
 * (`experimental.useOffline`): the click would then do nothing until the shopper is back online.
 */
export const unreachableRscAsUnavailable: SerwistPlugin = {
  async handlerDidError() {
    return new Response(null, { status: 503, statusText: 'Offline', headers: { 'Cache-Control': 'no-store' } });
  },
};
