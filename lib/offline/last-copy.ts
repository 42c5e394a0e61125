import type { SerwistPlugin } from 'serwist';

/**
 * The service worker's answer to a page the shop answers 503 (its database is out of reach, ADR 0030): the copy it
 * kept from the shopper's last visit to that page, as when offline, rather than the error page. Without a copy, the
 * error page. Only 503: a 500 is a fault the shopper should see, not hide behind an old copy.
 */
export function lastCopyWhenUnavailable(cacheName: string): SerwistPlugin {
  return {
    async handlerWillRespond({ request, response }) {
      if (response.status !== 503) return response;
      return (await caches.match(request, { cacheName })) ?? response;
    },
  };
}
