import { sql } from 'drizzle-orm';
import { GET as health } from '@/app/api/health/route';
import { POST as urlMap } from '@/app/api/url/map/route';
import { GET as stockCheck } from '@/app/api/stock/check/route';
import { GET as stockCheckBySku } from '@/app/api/stock/check/[sku]/route';
import { GET as stockList } from '@/app/api/stock/list/route';
import { POST as createReview } from '@/app/api/review/create/route';
import * as newsletter from '@/app/api/ext/mailchimp-subscribe/subscribe/route';
import { GET as cmsData } from '@/app/api/ext/cms-data/[...path]/route';
import { POST as eventlog } from '@/app/api/eventlog/route';
import { execute } from '@/lib/server/db/execute';
import { call } from './support/http';
import { databaseKind, seededShopPerFile } from './support/test-database';

const db = seededShopPerFile();

const rows = async <T>(query: ReturnType<typeof sql>) => (await execute<T>(db(), query)).rows;

describe('GET /api/health', () => {
  it('reports the database kind and the version', async () => {
    const response = await call(health, '/api/health');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ code: 200, result: { status: 'ok', db: databaseKind(), version: '1.12.2' } });
  });
});

describe('POST /api/url/map', () => {
  it('resolves a product url_path', async () => {
    const [product] = await rows<{ sku: string; url_path: string }>(
      sql`SELECT sku, url_path FROM products WHERE visibility = 4 AND status = 1 ORDER BY id LIMIT 1`,
    );
    const response = await call(urlMap, '/api/url/map', { body: { url: `/${product!.url_path}` } });
    expect(response.status).toBe(200);
    expect(response.json._type).toBe('product');
    expect(response.json._source.sku).toBe(product!.sku);
    expect(response.json._source.final_price_incl_tax).toEqual(expect.any(Number));
  });

  it('resolves a category url_path, with a store prefix and .html suffix too', async () => {
    const [category] = await rows<{ id: number; url_path: string }>(
      sql`SELECT id, url_path FROM categories WHERE level = 3 ORDER BY id LIMIT 1`,
    );
    const response = await call(urlMap, '/api/url/map?storeCode=de', { body: { url: `/de/${category!.url_path}.html` } });
    expect(response.json).toMatchObject({ _type: 'category', _source: { id: category!.id } });
  });

  it('resolves a CMS page identifier and filters the source fields', async () => {
    const response = await call(urlMap, '/api/url/map', {
      body: { url: 'about-us', includeFields: ['identifier', 'title'] },
    });
    expect(response.json._type).toBe('cms_page');
    expect(Object.keys(response.json._source).sort()).toEqual(['identifier', 'title']);
  });

  it('answers null for an unknown url', async () => {
    const response = await call(urlMap, '/api/url/map', { body: { url: '/no/such/page' } });
    expect(response.status).toBe(200);
    expect(response.json).toBeNull();
  });

  it.each([[{}], [{ url: 42 }], [{ url: '' }]])('rejects %j with 400', async (body) => {
    const response = await call(urlMap, '/api/url/map', { body });
    expect(response.status).toBe(400);
    expect(response.json.code).toBe(400);
  });
});

describe('stock', () => {
  it('checks one sku by query and by path', async () => {
    const [row] = await rows<{ sku: string; qty: number }>(sql`SELECT sku, qty FROM stock WHERE is_in_stock ORDER BY product_id LIMIT 1`);
    const byQuery = await call(stockCheck, `/api/stock/check?sku=${encodeURIComponent(row!.sku)}`);
    expect(byQuery.json).toMatchObject({ code: 200, result: { sku: row!.sku, qty: row!.qty, is_in_stock: true } });
    const byPath = await call(stockCheckBySku, '/api/stock/check/x', { params: { sku: row!.sku } });
    expect(byPath.json.result).toEqual(byQuery.json.result);
  });

  it('reports an out-of-stock variant', async () => {
    const [row] = await rows<{ sku: string }>(
      sql`SELECT s.sku FROM stock s JOIN products p ON p.id = s.product_id WHERE NOT s.is_in_stock AND p.visibility = 1 LIMIT 1`,
    );
    const response = await call(stockCheck, `/api/stock/check?sku=${encodeURIComponent(row!.sku)}`);
    expect(response.json.result.is_in_stock).toBe(false);
  });

  it('lists several skus and skips unknown ones', async () => {
    const skus = (await rows<{ sku: string }>(sql`SELECT sku FROM stock ORDER BY product_id LIMIT 15`)).map((r) => r.sku);
    const response = await call(stockList, `/api/stock/list?skus=${encodeURIComponent([...skus, 'NOPE'].join(','))}`);
    expect(response.json.code).toBe(200);
    expect(response.json.result.map((item: any) => item.sku)).toEqual(skus);
  });

  it.each([
    ['/api/stock/check', 400],
    ['/api/stock/check?sku=', 400],
    ['/api/stock/check?sku=NO-SUCH-SKU', 404],
    ['/api/stock/list', 400],
    ['/api/stock/list?skus=,,', 400],
    [`/api/stock/list?skus=${Array.from({ length: 201 }, (_, i) => `S${i}`).join(',')}`, 400],
  ])('answers %s with %i', async (path, status) => {
    const response = await call(path.startsWith('/api/stock/list') ? stockList : stockCheck, path);
    expect(response.status).toBe(status);
    expect(typeof response.json.result).toBe('string');
  });
});

describe('POST /api/review/create', () => {
  it('stores a review as pending whatever status the client sends', async () => {
    const [product] = await rows<{ id: number }>(sql`SELECT id FROM products WHERE visibility = 4 AND status = 1 LIMIT 1`);
    const response = await call(createReview, '/api/review/create', {
      body: { review: { product_id: product!.id, title: 'Great fit', detail: 'Soft and warm.', nickname: 'Ana', review_status: 1 } },
    });
    expect(response.status).toBe(200);
    const [stored] = await rows<{ review_status: number; title: string }>(
      sql`SELECT review_status, title FROM reviews WHERE id = ${response.json.result.id}`,
    );
    expect(stored).toEqual({ review_status: 2, title: 'Great fit' });
  });

  it.each([
    [{}],
    [{ review: { product_id: 'x', title: 't', detail: 'd', nickname: 'n' } }],
    [{ review: { product_id: 1, title: '', detail: 'd', nickname: 'n' } }],
    [{ review: { product_id: 999999999, title: 't', detail: 'd', nickname: 'n' } }],
  ])('rejects %j without writing', async (body) => {
    const before = await rows<{ count: string }>(sql`SELECT count(*) FROM reviews`);
    const response = await call(createReview, '/api/review/create', { body });
    expect([400, 404]).toContain(response.status);
    const after = await rows<{ count: string }>(sql`SELECT count(*) FROM reviews`);
    expect(after).toEqual(before);
  });
});

describe('newsletter', () => {
  const path = '/api/ext/mailchimp-subscribe/subscribe';
  it('subscribes, reports and unsubscribes an address', async () => {
    expect((await call(newsletter.GET, `${path}?email=ana@example.com`)).json.result).toBe('unsubscribed');
    expect((await call(newsletter.POST, path, { body: { email: 'Ana@Example.com' } })).json).toEqual({ code: 200, result: 'subscribed' });
    expect((await call(newsletter.GET, `${path}?email=ana@example.com`)).json.result).toBe('subscribed');
    expect((await call(newsletter.DELETE, path, { method: 'DELETE', body: { email: 'ana@example.com' } })).json.result).toBe('unsubscribed');
    expect((await call(newsletter.GET, `${path}?email=ana@example.com`)).json.result).toBe('unsubscribed');
  });

  it('rejects an invalid address with the spec message', async () => {
    const response = await call(newsletter.POST, path, { body: { email: 'not-an-email' } });
    expect(response.status).toBe(400);
    expect(response.json.result).toContain('Please provide valid e-mail address.');
  });
});

describe('CMS data', () => {
  it('serves pages and blocks by id and by identifier with store id', async () => {
    const [page] = await rows<{ id: number }>(sql`SELECT id FROM cms_pages WHERE identifier = 'about-us'`);
    const byId = await call(cmsData, '/x', { params: { path: ['cmsPage', String(page!.id)] } });
    expect(byId.json.result).toMatchObject({ identifier: 'about-us', content: expect.any(String) });
    const byIdentifier = await call(cmsData, '/x', { params: { path: ['cmsPageIdentifier', 'about-us', 'storeId', '3'] } });
    expect(byIdentifier.json.result.id).toBe(page!.id);
    const [block] = await rows<{ id: number; identifier: string }>(sql`SELECT id, identifier FROM cms_blocks ORDER BY id LIMIT 1`);
    expect((await call(cmsData, '/x', { params: { path: ['cmsBlock', String(block!.id)] } })).json.result.identifier).toBe(block!.identifier);
    expect((await call(cmsData, '/x', { params: { path: ['cmsBlockIdentifier', block!.identifier, 'storeId', '1'] } })).json.result.id).toBe(block!.id);
  });

  it.each([
    [['cmsPage', 'abc'], 400],
    [['cmsPage', '999999'], 404],
    [['cmsPageIdentifier', 'nope', 'storeId', '1'], 404],
    [['cmsPageIdentifier', '../etc', 'storeId', '1'], 400],
    [['unknown', '1'], 404],
  ])('answers %j with %i', async (path, status) => {
    const response = await call(cmsData, '/x', { params: { path } });
    expect(response.status).toBe(status);
  });
});

describe('POST /api/eventlog', () => {
  it('stores a contact message once per uuid', async () => {
    const body = {
      eventType: 'contact-message',
      uuid: 'c0ffee-1',
      contactmessage: { fname: 'Ana', lname: 'Lee', emailAddress: 'ana@example.com', message: 'Hello' },
    };
    expect((await call(eventlog, '/api/eventlog', { body })).json.result.stored).toBe(true);
    expect((await call(eventlog, '/api/eventlog', { body })).json.result.stored).toBe(false);
    const stored = await rows<{ count: string }>(sql`SELECT count(*) FROM event_log WHERE uuid = 'c0ffee-1'`);
    expect(Number(stored[0]!.count)).toBe(1);
  });

  it.each([[{}], [{ eventType: 'contact-message', contactmessage: { fname: 'A', emailAddress: 'nope' } }], [{ eventType: 'x'.repeat(101) }]])(
    'rejects %j',
    async (body) => {
      const response = await call(eventlog, '/api/eventlog', { body });
      expect(response.status).toBe(400);
    },
  );
});
