import * as pageStaticInfo from 'next/dist/build/analysis/get-page-static-info';
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher';
import { config } from '@/proxy';
import { PROXIED_PAGE_QUERY_KEYS } from '@/lib/domain/page-routing';

// Next.js compiles `config.matcher` with this at build time; it is not in its type declarations.
const { getMiddlewareMatchers } = pageStaticInfo as unknown as { getMiddlewareMatchers: (matcher: unknown, config: unknown) => never };

/** Whether Next.js runs proxy.ts for a URL, with its own matcher code on the exported config (ADR 0024). */
const goesThroughProxy = (() => {
  const matches = getMiddlewareRouteMatcher(getMiddlewareMatchers(config.matcher, {}));
  return (url: string, headers: Record<string, string> = {}) => {
    const { pathname, searchParams } = new URL(url, 'http://shop.test');
    return matches(pathname, { headers } as never, Object.fromEntries(searchParams));
  };
})();

describe('which requests run proxy.ts', () => {
  it('lists exactly the listing parameters that change a cached listing', () => {
    const keys = config.matcher.flatMap((entry) =>
      typeof entry === 'string' ? [] : (entry.has ?? []).filter((condition) => condition.type === 'query').map((condition) => condition.key),
    );
    expect([...keys].sort()).toEqual([...PROXIED_PAGE_QUERY_KEYS].sort());
  });

  it('skips cached pages: category, home, CMS and store-prefixed pages without a listing query', () => {
    for (const url of ['/', '/c/gear-3', '/women/tops-women/jackets-women', '/i/about-us', '/it', '/c/gear-3?utm_source=mail']) {
      expect([url, goesThroughProxy(url)]).toEqual([url, false]);
    }
  });

  it("runs for a category slug under /de or /it, which may be the English one (a 301 to the store's), unless the shop navigates to it", () => {
    for (const url of ['/de/c/gear-3', '/it/c/women-20']) {
      expect([url, goesThroughProxy(url)]).toEqual([url, true]);
      expect([url, goesThroughProxy(url, { rsc: '1' })]).toEqual([url, false]);
    }
  });

  it("runs for any other path under /de or /it, which may be an English url path (a 301 to the store's), unless the shop navigates to it", () => {
    for (const url of ['/de/women', '/de/women/tops-women/jackets-women', '/it/joust-duffle-bag']) {
      expect([url, goesThroughProxy(url)]).toEqual([url, true]);
      expect([url, goesThroughProxy(url, { rsc: '1' })]).toEqual([url, false]);
    }
    for (const url of ['/de', '/de/c/damen-20', '/it/p/24-MB01/joust-duffle-borsa/24-MB01-S', '/de/i/about-us', '/it/search/tee']) {
      expect([url, goesThroughProxy(url)]).toEqual([url, url === '/de/c/damen-20']);
    }
  });

  it('runs for a product URL without a chosen child, which may name a child sku, unless the shop navigates to it', () => {
    for (const url of ['/p/MJ01/beaumont-summit-kit', '/p/WS08-L-Black', '/de/p/WS08-L-Black/diva-gym-tee', '/it/p/WS08-L-Black']) {
      expect([url, goesThroughProxy(url)]).toEqual([url, true]);
      // The shop's own links name parents: its client navigations and prefetches (RSC requests) are served the page.
      expect([url, goesThroughProxy(url, { rsc: '1' })]).toEqual([url, false]);
    }
    expect(goesThroughProxy('/p/MJ01/beaumont-summit-kit/MJ01-XS-Orange')).toBe(false);
  });

  it("skips the API's and the image proxy's requests but their CORS preflights (their route handlers add CORS and refuse non-JSON bodies)", () => {
    for (const url of ['/api/cart/create', '/api/catalog/vue_storefront_catalog/product/_search', '/api/health', '/img/310/300/resize/a.jpg']) {
      expect([url, goesThroughProxy(url)]).toEqual([url, false]);
      expect([url, goesThroughProxy(url, { 'access-control-request-method': 'POST' })]).toEqual([url, true]);
    }
  });

  it('runs for malformed paths, the checkout, search results, former category keys and filtered, sorted or paged listings', () => {
    for (const url of [
      '/api/%ff',
      '/img/%ff',
      '/%ff',
      '/checkout',
      '/de/checkout',
      '/admin',
      '/admin/orders/3',
      '/search?q=tee',
      '/it/search?q=giacca&color=49',
      '/c/jackets-women',
      '/de/c/women',
      '/c/gear-3?color=49',
      '/women/tops-women?sort=final_price:asc',
      '/de/c/gear-3?page=2',
      '/c/gear-3?price=50-100',
      '/c/gear-3?size=167',
      '/c/gear-3?erin_recommends=1',
    ]) {
      expect([url, goesThroughProxy(url)]).toEqual([url, true]);
    }
  });
});
