'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** Served by app/serwist/[path]/route.ts through the /sw.js rewrite (ADR 0009). */
const SW_URL = '/sw.js';

/** A URL for the worker to fetch and keep, with what to ask it with. */
type Keep = string | [string, RequestInit];

/** Asks the worker to fetch and keep pages and photos (Serwist's CACHE_URLS message); the worker's rules still decide. */
function keep(worker: ServiceWorker | null | undefined, urls: Keep[]) {
  if (worker && navigator.onLine) worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } });
}

/**
 * The page's photos from the image proxy, at the sizes the browser chose for this screen (srcset). Asked for as WebP,
 * the format the proxy made for the page (it answers by Accept, and keeps what it made on disk): a script cannot send
 * the browser's own image Accept header, so the worker fetches them once more rather than from the browser's cache.
 */
function shownPhotos(): Keep[] {
  const photos = new Set<string>();
  for (const image of Array.from(document.images)) {
    if (!image.currentSrc) continue;
    const url = new URL(image.currentSrc);
    if (url.origin === window.location.origin && url.pathname.startsWith('/img/')) photos.add(url.href);
  }
  return [...photos].map((url) => [url, { headers: { Accept: 'image/webp,*/*;q=0.8' } }]);
}

const currentUrl = () => `${window.location.pathname}${window.location.search}`;

/**
 * Registers the shop's service worker once the page has loaded (it never competes with the first paint), and keeps
 * the HTML of pages reached by client-side navigation, which never pass the worker as navigations, for offline reloads.
 * Photos of pages shown once the worker runs pass through it and are kept by its own rules.
 */
export function ServiceWorkerRegistration() {
  const pathname = usePathname();
  const firstRender = useRef(true);

  useEffect(() => {
    // Development builds change on every save: a worker would serve stale chunks.
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const controlledOnLoad = Boolean(navigator.serviceWorker.controller);
    const register = () => {
      navigator.serviceWorker
        .register(SW_URL, { scope: '/' })
        .then(async () => {
          if (controlledOnLoad) return;
          // The first visit came from the network before the worker existed: keep that page and the photos it shows
          // too, for the page offline and for its products' tiles in search offline (ADR 0052).
          const registration = await navigator.serviceWorker.ready;
          keep(registration.active, [currentUrl(), ...shownPhotos()]);
        })
        .catch(() => {
          // No worker (private mode, blocked): the shop works online as before.
        });
    };
    if (document.readyState === 'complete') {
      register();
      return;
    }
    window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, []);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if ('serviceWorker' in navigator) keep(navigator.serviceWorker.controller, [currentUrl()]);
  }, [pathname]);

  return null;
}
