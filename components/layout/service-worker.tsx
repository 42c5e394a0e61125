'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** Served by app/serwist/[path]/route.ts through the /sw.js rewrite (ADR 0009). */
const SW_URL = '/sw.js';

/** Asks the worker to fetch and keep a page (Serwist's CACHE_URLS message); the worker's rules still decide. */
function keepPage(worker: ServiceWorker | null | undefined, url: string) {
  if (worker && navigator.onLine) worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [url] } });
}

const currentUrl = () => `${window.location.pathname}${window.location.search}`;

/**
 * Registers the shop's service worker once the page has loaded (it never competes with the first paint), and keeps
 * the HTML of pages reached by client-side navigation, which never pass the worker as navigations, for offline reloads.
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
          // The first visit came from the network before the worker existed: keep that page too.
          const registration = await navigator.serviceWorker.ready;
          keepPage(registration.active, currentUrl());
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
    if ('serviceWorker' in navigator) keepPage(navigator.serviceWorker.controller, currentUrl());
  }, [pathname]);

  return null;
}
