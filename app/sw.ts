/// <reference lib="webworker" />
// The shop's service worker, bundled by app/serwist/[path]/route.ts and served at /sw.js (ADR 0009).
import {
  CacheFirst,
  CacheableResponsePlugin,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type RuntimeCaching,
  type SerwistGlobalConfig,
  type SerwistPlugin,
  type Strategy,
} from 'serwist';
import { lastCopyWhenUnavailable } from '../lib/offline/last-copy';
import { unreachableRscAsUnavailable } from '../lib/offline/unreachable-rsc';
import { photoAtAnotherSize } from '../lib/offline/photo-another-size';
import { OFFLINE_SEARCH_PATH, offlinePageFor, offlineSearchPageFor, STORE_PREFIXES, swPolicy, type SwPolicy } from '../lib/offline/sw-policy';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

const DAY = 24 * 60 * 60;
/** Store homes and store offline pages, fetched once on install when the store exists (multistore on). */
const SHELL_CACHE = 'sf-shell';
const PAGES_CACHE = 'sf-pages';
const IMAGES_CACHE = 'sf-images';

const okOnly = () => new CacheableResponsePlugin({ statuses: [200] });
const expiry = (maxEntries: number, maxAgeSeconds: number, matchOptions?: CacheQueryOptions) =>
  new ExpirationPlugin({ maxEntries, maxAgeSeconds, maxAgeFrom: 'last-used', purgeOnQuotaError: true, matchOptions });

/**
 * Photos answer `Vary: Accept` (WebP or JPEG). The kept copies are matched and expired by URL alone: one browser asks
 * for them with one Accept header, except the page's request to keep its first photos (service-worker.tsx), whose
 * Accept cannot be the browser's own image header; without this, expiry deleted nothing (it names a URL alone).
 */
const anyAccept: CacheQueryOptions = { ignoreVary: true };

const serwistRef: { current?: Serwist } = {};

/**
 * A never-visited page offline: the offline page of its store (spec: 'Redirecting to Home.'); search results never
 * asked for online: the store's offline search page, which answers from the products seen (ADR 0052).
 */
const offlineFallback: SerwistPlugin = {
  async handlerDidError({ request }) {
    // Only documents get the page. A failed RSC request gets a 503 (unreachable-rsc.ts), on which Next navigates for
    // real; a failed CACHE_URLS request stays a failure.
    if (request.mode !== 'navigate') return undefined;
    const pathname = new URL(request.url).pathname;
    const searchPage = offlineSearchPageFor(pathname);
    if (searchPage) {
      const shell = await caches.match(searchPage, { cacheName: SHELL_CACHE });
      if (shell) return shell;
    }
    const page = offlinePageFor(pathname);
    if (page !== '/offline') {
      const storePage = await caches.match(page, { cacheName: SHELL_CACHE });
      if (storePage) return storePage;
    }
    return serwistRef.current?.matchPrecache('/offline');
  },
};

/** A photo the network cannot give (offline): the same photo kept at another size, when there is one. */
const photoKeptAtAnotherSize: SerwistPlugin = {
  async handlerDidError({ request }) {
    const cache = await caches.open(IMAGES_CACHE);
    const kept = new Map((await cache.keys()).map((key) => [new URL(key.url).pathname, key]));
    const standIn = photoAtAnotherSize(new URL(request.url).pathname, [...kept.keys()]);
    const key = standIn === null ? undefined : kept.get(standIn);
    return key ? cache.match(key, anyAccept) : undefined;
  },
};

const strategies: Record<Exclude<SwPolicy, 'bypass'>, Strategy> = {
  // Fresh HTML online; the last visited copy offline. A server that does not answer in 10 s counts as offline, one
  // that answers 503 (its database out of reach) too.
  page: new NetworkFirst({
    cacheName: PAGES_CACHE,
    networkTimeoutSeconds: 10,
    plugins: [okOnly(), expiry(100, 7 * DAY), offlineFallback, lastCopyWhenUnavailable(PAGES_CACHE)],
  }),
  // A client-side navigation offline to a page never visited: a 503, which the router turns into a real navigation.
  rsc: new NetworkFirst({ cacheName: 'sf-rsc', networkTimeoutSeconds: 10, plugins: [okOnly(), expiry(100, DAY), unreachableRscAsUnavailable] }),
  'catalog-api': new NetworkFirst({ cacheName: 'sf-catalog-api', networkTimeoutSeconds: 10, plugins: [okOnly(), expiry(100, DAY)] }),
  image: new CacheFirst({
    cacheName: IMAGES_CACHE,
    matchOptions: anyAccept,
    plugins: [okOnly(), expiry(300, 30 * DAY, anyAccept), photoKeptAtAnotherSize],
  }),
  static: new CacheFirst({ cacheName: 'sf-static', plugins: [okOnly(), expiry(200, 30 * DAY)] }),
  asset: new StaleWhileRevalidate({ cacheName: 'sf-assets', plugins: [okOnly(), expiry(16, 7 * DAY)] }),
};

// Requests classified `bypass` (cart, user, order, stock, other APIs, POSTs, tokens) match no route, so the
// worker never calls respondWith for them: they go to the network exactly as without a worker.
const runtimeCaching: RuntimeCaching[] = (Object.keys(strategies) as (keyof typeof strategies)[]).map((policy) => ({
  matcher: ({ request, url }) =>
    swPolicy({
      url,
      method: request.method,
      origin: self.location.origin,
      rsc: request.headers.get('RSC'),
      authorization: request.headers.has('Authorization'),
    }) === policy,
  handler: strategies[policy],
}));

const serwist = new Serwist({
  // _next/static chunks and the /offline page (app/serwist/[path]/route.ts).
  precacheEntries: self.__SW_MANIFEST,
  // Pages ask for the icon sprite as /icons.svg?v=<hash> (components/ui/icon-sprite-url.ts): the precached copy answers.
  precacheOptions: { ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^v$/] },
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching,
});
serwistRef.current = serwist;

/** Best effort: the store homes (where the offline page sends the shopper), the store offline pages and offline search pages. */
async function warmShell() {
  const homes = ['/', ...STORE_PREFIXES];
  const offlinePages = [
    ...STORE_PREFIXES.map((prefix) => `${prefix}/offline`),
    ...['', ...STORE_PREFIXES].map((prefix) => `${prefix}${OFFLINE_SEARCH_PATH}`),
  ];
  const put = async (url: string, cacheName: string) => {
    try {
      const response = await fetch(url, { cache: 'reload', credentials: 'same-origin' });
      // Without multistore /de and /it are unknown pages (404): nothing to keep.
      if (response.ok && !response.redirected) await (await caches.open(cacheName)).put(url, response);
    } catch {
      // Offline during install: the pages cache fills as the shopper browses.
    }
  };
  await Promise.all([...homes.map((url) => put(url, PAGES_CACHE)), ...offlinePages.map((url) => put(url, SHELL_CACHE))]);
}

self.addEventListener('install', (event) => event.waitUntil(warmShell()));
serwist.addEventListeners();
