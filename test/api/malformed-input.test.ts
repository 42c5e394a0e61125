/**
 * The requests that answered 500 in the abuse probe (issue 11 §1), one by one: each is now a 4xx envelope with a
 * message that says what is wrong, and nothing is written for it.
 */
import { sql } from 'drizzle-orm';
import * as search from '@/app/api/catalog/[index]/[entity]/%5Fsearch/route';
import * as cmsData from '@/app/api/ext/cms-data/[...path]/route';
import * as eventlog from '@/app/api/eventlog/route';
import * as productRedirect from '@/app/api/product-redirect/route';
import * as urlRedirect from '@/app/api/url-redirect/route';
import * as reviewCreate from '@/app/api/review/create/route';
import * as stockCheck from '@/app/api/stock/check/route';
import * as stockCheckSku from '@/app/api/stock/check/[sku]/route';
import * as stockList from '@/app/api/stock/list/route';
import * as urlMap from '@/app/api/url/map/route';
import * as cartCreate from '@/app/api/cart/create/route';
import * as cartShippingInfo from '@/app/api/cart/shipping-information/route';
import * as unknownApi from '@/app/api/[...path]/route';
import { call, type ApiResponse } from './support/http';
import { guestCart, rows } from './support/commerce';
import { seededShopPerFile } from './support/test-database';

jest.setTimeout(120_000);

const db = seededShopPerFile();

type Handler = (request: Request, context: { params: Promise<any> }) => Promise<Response>;

function expectRefused(response: ApiResponse, status: number, message: RegExp) {
  expect({ status: response.status, code: response.json?.code }).toEqual({ status, code: status });
  expect(String(response.json.result)).toMatch(message);
}

const productSearch = (body: unknown, query = '') =>
  call(
    search.POST as Handler,
    `/api/catalog/vue_storefront_catalog/product/_search?request_format=search-query${query}`,
    {
      body,
      params: { index: 'vue_storefront_catalog', entity: 'product' },
    },
  );

const filter = (attribute: string, value: unknown) => ({ _appliedFilters: [{ attribute, value }] });

const count = async (table: 'event_log' | 'reviews') =>
  (await rows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`))[0]!.n;

describe('NUL characters (PostgreSQL text cannot hold them)', () => {
  it.each([
    ['/api/stock/check?sku=a%00b', stockCheck.GET],
    ['/api/product-redirect?sku=%00', productRedirect.GET],
    ['/api/url-redirect?path=women%00&store=de', urlRedirect.GET],
    ['/api/stock/list?skus=a%00', stockList.GET],
  ])('%s', async (path, handler) => {
    expectRefused(await call(handler as Handler, path), 400, /NUL/);
  });

  it('in a path segment', async () => {
    expectRefused(
      await call(stockCheckSku.GET as Handler, '/api/stock/check/x', { params: { sku: 'a\u0000b' } }),
      400,
      /NUL/,
    );
  });

  it('in the url map, event and review texts and a search filter', async () => {
    expectRefused(
      await call(urlMap.POST as Handler, '/api/url/map', { body: { url: 'a\u0000b' } }),
      400,
      /url: must not contain NUL/,
    );
    const events = await count('event_log');
    expectRefused(
      await call(eventlog.POST as Handler, '/api/eventlog', {
        body: { eventType: 'contact', note: 'x\u0000' },
      }),
      400,
      /note: must not contain NUL/,
    );
    expect(await count('event_log')).toBe(events);
    const reviews = await count('reviews');
    const review = { product_id: 1, title: 'Nice', detail: 'a\u0000b', nickname: 'Jo', rating: 5 };
    expectRefused(
      await call(reviewCreate.POST as Handler, '/api/review/create', { body: { review } }),
      400,
      /review\.detail: must not contain NUL/,
    );
    expect(await count('reviews')).toBe(reviews);
    expectRefused(await productSearch(filter('sku', { eq: 'a\u0000' })), 400, /NUL/);
  });
});

describe('numbers out of range or not whole where the column is an integer', () => {
  const cms = (path: string[]) =>
    call(cmsData.GET as Handler, `/api/ext/cms-data/${path.join('/')}`, { params: { path } });

  it('cms-data ids and store ids', async () => {
    expectRefused(await cms(['cmsPage', '99999999999']), 400, /id must be at most 2147483647/);
    expectRefused(
      await cms(['cmsBlockIdentifier', 'footer', 'storeId', '99999999999']),
      400,
      /storeId must be at most/,
    );
    expectRefused(await cms(['cmsPage', '1.5']), 400, /whole number/);
  });

  it.each([
    ['id', { eq: 99999999999 }],
    ['visibility', { from: 1.5 }],
    ['new', { eq: 1e308 }],
    ['status', { in: [1, 'x'] }],
  ])('search filter %s %j', async (attribute, value) => {
    expectRefused(
      await productSearch(filter(attribute, value)),
      400,
      new RegExp(`Filter on '${attribute}' expects a whole number`),
    );
  });

  it('category and attribute option ids', async () => {
    expectRefused(await productSearch(filter('category_ids', { in: [99999999999] })), 400, /option ids/);
    expectRefused(await productSearch(filter('color', { eq: 2.5 })), 400, /option ids/);
  });

  it('review search and review creation by product_id', async () => {
    const reviewSearch = await call(
      search.POST as Handler,
      '/api/catalog/vue_storefront_catalog/review/_search?request_format=search-query',
      {
        body: filter('product_id', 99999999999),
        params: { index: 'vue_storefront_catalog', entity: 'review' },
      },
    );
    expectRefused(reviewSearch, 400, /product_id/);
    const reviews = await count('reviews');
    const review = { product_id: 99999999999, title: 'Nice', detail: 'Good', nickname: 'Jo', rating: 5 };
    expectRefused(
      await call(reviewCreate.POST as Handler, '/api/review/create', { body: { review } }),
      400,
      /review\.product_id: product_id must be at most/,
    );
    expect(await count('reviews')).toBe(reviews);
  });
});

describe('lone surrogates', () => {
  it('in event fields and in a shipping address region', async () => {
    const events = await count('event_log');
    expectRefused(
      await call(eventlog.POST as Handler, '/api/eventlog', {
        body: { eventType: 'contact', note: '\ud800' },
      }),
      400,
      /lone surrogate/,
    );
    expectRefused(
      await call(eventlog.POST as Handler, '/api/eventlog', {
        body: { eventType: 'contact', ['\udc00']: 1 },
      }),
      400,
      /lone surrogate/,
    );
    expect(await count('event_log')).toBe(events);
    const cartId = await guestCart();
    const address = { country_id: 'US', region: '\ud800', city: 'Austin', postcode: '78701' };
    const response = await call(
      cartShippingInfo.POST as Handler,
      `/api/cart/shipping-information?cartId=${cartId}`,
      {
        body: {
          addressInformation: {
            shippingAddress: address,
            shipping_method_code: 'flatrate',
            shipping_carrier_code: 'flatrate',
          },
        },
      },
    );
    expectRefused(response, 400, /addressInformation\.shippingAddress\.region: must be valid Unicode/);
  });
});

describe('deep nesting', () => {
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

  it('an event key nested 50,000 deep and a 100,000-deep cart/create body', async () => {
    const events = await count('event_log');
    const deepEvent = `{"eventType":"contact","extra":${nested(50_000)}}`;
    expectRefused(
      await call(eventlog.POST as Handler, '/api/eventlog', { rawBody: deepEvent }),
      400,
      /nested deeper than 32 levels/,
    );
    expect(await count('event_log')).toBe(events);
    expectRefused(
      await call(cartCreate.POST as Handler, '/api/cart/create', { rawBody: nested(100_000) }),
      400,
      /nested deeper than 32 levels/,
    );
  });

  it('a deep search body, also in the request query parameter', async () => {
    expectRefused(await productSearch(JSON.parse(nested(40))), 400, /nested deeper/);
    const query = encodeURIComponent(nested(40));
    const response = await call(
      search.GET as Handler,
      `/api/catalog/vue_storefront_catalog/product/_search?request=${query}`,
      {
        params: { index: 'vue_storefront_catalog', entity: 'product' },
      },
    );
    expectRefused(response, 400, /nested deeper/);
  });
});

describe('prototype keys as field names', () => {
  it.each([
    [{ _appliedSort: [{ field: '__proto__' }] }],
    [{ _appliedSort: [{ field: 'constructor' }] }],
    [filter('__proto__', 1)],
    [filter('constructor.name', 'x')],
    [{ _availableFilters: [{ field: 'prototype' }] }],
  ])('%j', async (body) => {
    expectRefused(await productSearch(body), 400, /__proto__, constructor or prototype/);
  });

  it('as a body key', async () => {
    expectRefused(
      await call(eventlog.POST as Handler, '/api/eventlog', {
        rawBody: '{"eventType":"x","__proto__":{"admin":true}}',
      }),
      400,
      /'__proto__' is not allowed/,
    );
    expectRefused(await productSearch({}, '&sort=__proto__:asc'), 400, /Invalid sort field/);
  });
});

describe('dates out of range', () => {
  it.each(['0000-01-01', '+275760-09-13', '10000-01-01'])('created_at gt %s', async (date) => {
    expectRefused(
      await productSearch(filter('created_at', { gt: date })),
      400,
      /between the years 1 and 9999/,
    );
  });

  it('a date in range still filters', async () => {
    const response = await productSearch(filter('created_at', { gt: '2000-01-01' }));
    expect(response.status).toBe(200);
  });
});

describe('bounds of one search request (bind parameters, work)', () => {
  const values = (n: number) => Array.from({ length: n }, (_, i) => `sku-${i}`);

  it('100 filters × 1,000 values', async () => {
    const body = {
      _appliedFilters: Array.from({ length: 100 }, () => ({ attribute: 'sku', value: { in: values(1000) } })),
    };
    expectRefused(await productSearch(body), 400, /At most 30 filters|at most 500 values/);
  });

  it.each([
    [
      '31 filters',
      { _appliedFilters: Array.from({ length: 31 }, () => ({ attribute: 'sku', value: 'x' })) },
      /At most 30 filters per request/,
    ],
    ['501 values', filter('sku', { in: values(501) }), /A filter takes at most 500 values/],
    [
      '3 × 400 values',
      { _appliedFilters: [1, 2, 3].map(() => ({ attribute: 'sku', value: { in: values(400) } })) },
      /At most 1000 filter values per request/,
    ],
    [
      '11 aggregations',
      { _availableFilters: Array.from({ length: 11 }, (_, i) => ({ field: `f${i}` })) },
      /At most 10 aggregations/,
    ],
    ['201 characters of text', { _searchText: 'x'.repeat(201) }, /search text is at most 200 characters/],
  ])('%s', async (_label, body, message) => {
    expectRefused(await productSearch(body), 400, message);
  });

  it('size and from', async () => {
    expectRefused(await productSearch({}, '&size=201'), 400, /size must be at most 200/);
    expectRefused(await productSearch({}, '&from=10001'), 400, /from must be at most 10000/);
    expectRefused(await productSearch({}, '&size=1.5'), 400, /size must be a whole number/);
  });

  it('answers a filter with many option ids (looked up per product) like one with few (index lookups)', async () => {
    const [color] = await rows<{ id: number }>(db(), sql`SELECT (attrs->'color'->>0)::int AS id FROM products WHERE attrs ? 'color' LIMIT 1`);
    const unknown = Array.from({ length: 20 }, (_, i) => 900_000 + i);
    const few = await productSearch(filter('color', { in: [color!.id] }));
    const many = await productSearch(filter('color', { in: [color!.id, ...unknown] }));
    expect(few.json.hits.total).toBeGreaterThan(0);
    expect(many.json.hits.total).toBe(few.json.hits.total);
    const excluded = await productSearch(filter('color', { nin: [color!.id, ...unknown] }));
    const all = await productSearch({});
    expect(excluded.json.hits.total).toBe(all.json.hits.total - few.json.hits.total);
  });

  it('the largest accepted request is answered', async () => {
    const body = {
      _appliedFilters: [
        { attribute: 'sku', value: { nin: values(500) } },
        { attribute: 'configurable_children.sku', value: { nin: values(500) } },
      ],
      _availableFilters: [
        'color',
        'size',
        'price',
        'category_ids',
        'material',
        'pattern',
        'climate',
        'new',
        'sale',
        'gender',
      ].map((field) => ({ field })),
      _searchText: 'jacket hoodie tee pants shorts bag watch yoga running women',
    };
    const response = await productSearch(body, '&size=200');
    expect(response.status).toBe(200);
    const documentPath = await productSearch(
      { _appliedFilters: [{ attribute: 'custom.one', value: { nin: values(500) } }] },
      '&size=100',
    );
    expect(documentPath.status).toBe(200);
  });
});

describe('percent-escapes', () => {
  it('decodes a stock path segment once: %25 is a literal percent sign', async () => {
    const literal = await call(stockCheckSku.GET as Handler, '/api/stock/check/x', { params: { sku: '%' } });
    expectRefused(literal, 404, /No stock item for sku '%'/);
    const notTwice = await call(stockCheckSku.GET as Handler, '/api/stock/check/x', {
      params: { sku: 'a%41' },
    });
    expectRefused(notTwice, 404, /sku 'a%41'/);
  });
});

describe('unknown API paths and methods', () => {
  it('answer JSON envelopes 404 and 405', async () => {
    expectRefused(await call(unknownApi.GET as Handler, '/api/nope'), 404, /No API endpoint at \/api\/nope/);
    expectRefused(
      await call(unknownApi.DELETE as Handler, '/api/cart/nope', { method: 'DELETE' }),
      404,
      /No API endpoint/,
    );
    const wrongMethod = await call(stockCheck.PUT as Handler, '/api/stock/check?sku=x', { method: 'PUT' });
    expectRefused(wrongMethod, 405, /Method PUT is not allowed here\. Use GET\./);
    expect(wrongMethod.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expectRefused(await call(urlMap.GET as Handler, '/api/url/map'), 405, /Use POST/);
  });
});
