/**
 * The back office's catalogue (issue 42, ADR 0051): a product's price, special price and window, status and stock
 * (each variant's) changed by a form post — refused without a session or from another origin, each wrong field named,
 * nothing half written, recorded in the audit log, and shown at once by the storefront's catalogue reads and API.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { POST as subscribe } from '@/app/api/stock-alerts/route';
import { POST as signIn } from '@/app/admin/session/route';
import { POST as updateForm } from '@/app/admin/products/[sku]/update/route';
import { POST as uploadForm } from '@/app/admin/import/upload/route';
import { storeViews } from '@/lib/config/store-views';
import { createStaff, setStaffActive } from '@/lib/server/admin/staff-accounts';
import { configureCatalogCache } from '@/lib/server/catalog/catalog-cache';
import { loadProductPage } from '@/lib/server/catalog/product-page';
import { call } from './support/http';
import { productOnPage, productSearched } from './support/catalog-reads';
import { seededShopPerFile } from './support/test-database';
import { pickConfigurable, pickSimple, register, rows, setStock, uniqueAddress, uniqueEmail } from './support/commerce';

jest.setTimeout(180_000);

const db = seededShopPerFile();
const ORIGIN = 'http://localhost';
const PASSWORD = 'staff-Password-42';
const usa = storeViews.default;

afterAll(() => configureCatalogCache(null));
// Nothing expires by age and the version stamp is not looked at: only the invalidation path can show a change.
beforeEach(() => configureCatalogCache({ ttlMs: 600_000, versionCheckMs: 600_000 }));

type Fields = Record<string, string | number>;

async function post(path: string, fields: Fields, options: { cookie?: string; origin?: string | null; json?: boolean } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': uniqueAddress() };
  if (options.origin !== null) headers.origin = options.origin ?? ORIGIN;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.json) headers.accept = 'application/json';
  const body = new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)]));
  const response = await updateForm(new Request(new URL(path, ORIGIN), { method: 'POST', headers, body }), { params: Promise.resolve({ sku: path.split('/')[3]! }) });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

async function staffCookie(role: 'owner' | 'staff' = 'staff') {
  const email = uniqueEmail(role);
  const member = await createStaff(db(), { email, password: PASSWORD, role });
  const request = new Request(`${ORIGIN}/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, 'x-forwarded-for': uniqueAddress() },
    body: new URLSearchParams({ email, password: PASSWORD }),
  });
  const response = await signIn(request);
  expect(response.status).toBe(303);
  return { member, email, cookie: (response.headers.get('set-cookie') ?? '').split(';')[0]! };
}

interface ProductState {
  price: string;
  special_price: string | null;
  status: number;
  updated_at: Date;
  doc_price: number;
}
const productRow = async (sku: string) =>
  (await rows<ProductState>(db(), sql`SELECT price, special_price, status, updated_at, (doc->>'price')::numeric AS doc_price FROM products WHERE sku = ${sku}`))[0]!;
const stockRow = async (sku: string) => (await rows<{ qty: number; is_in_stock: boolean }>(db(), sql`SELECT qty, is_in_stock FROM stock WHERE sku = ${sku}`))[0]!;
const auditOf = async (sku: string) =>
  rows<{ staff_email: string; changes: Record<string, { from: unknown; to: unknown }> }>(
    db(),
    sql`SELECT staff_email, changes FROM admin_audit WHERE entity = 'product' AND entity_key = ${sku} ORDER BY id`,
  );
const catalogVersion = async () => (await rows<{ version: string }>(db(), sql`SELECT version FROM catalog_state WHERE id = 1`))[0]?.version;

/** The form as the product's page fills it: the product's current values and its stock rows. */
async function currentForm(sku: string, stockSkus: string[] = [sku]): Promise<Fields> {
  const row = await productRow(sku);
  const fields: Fields = { version: new Date(row.updated_at).getTime(), price: Number(row.price).toFixed(2), special_price: row.special_price === null ? '' : Number(row.special_price).toFixed(2), special_from: '', special_to: '', status: row.status };
  for (const stockSku of stockSkus) {
    const stock = await stockRow(stockSku);
    fields[`qty:${stockSku}`] = stock.qty;
    fields[`in_stock:${stockSku}`] = stock.is_in_stock ? '1' : '0';
  }
  return fields;
}

const formPath = (sku: string) => `/admin/products/${encodeURIComponent(sku)}/update`;

const productPage = (sku: string) => productOnPage(db(), sku);
const searched = (sku: string) => productSearched(sku);

/** The catalogue amount as the store view's answer carries it (before or after tax, as the store's prices are entered). */
const catalogueAmount = (doc: object) => (doc as Record<string, unknown>)[usa.tax.sourcePriceIncludesTax ? 'original_price_incl_tax' : 'original_price'];

describe('every product form post', () => {
  it('is refused without a session, with a customer’s or a deactivated account, from another origin or none, and changes nothing', async () => {
    const { sku } = await pickSimple(db(), 11);
    const owner = await staffCookie('owner');
    const staff = await staffCookie('staff');
    const fields = { ...(await currentForm(sku)), price: '1.00' };
    const before = await productRow(sku);
    expect((await post(formPath(sku), fields)).status).toBe(401);
    expect((await post(formPath(sku), fields, { cookie: 'admin_session=forged-token' })).status).toBe(401);
    const customer = await register();
    expect((await post(formPath(sku), fields, { cookie: `admin_session=${customer.token}` })).status).toBe(401);
    expect((await post(formPath(sku), fields, { cookie: staff.cookie, origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(formPath(sku), fields, { cookie: staff.cookie, origin: null })).status).toBe(403);
    await setStaffActive(db(), owner.member, staff.member.id, false);
    expect((await post(formPath(sku), fields, { cookie: staff.cookie })).status).toBe(401);
    expect(await productRow(sku)).toEqual(before);
    expect(await auditOf(sku)).toEqual([]);
  });

  it('names each wrong field (JSON for the page’s script, a page without it) and writes nothing', async () => {
    const { parent, child } = await pickConfigurable(db());
    const children = (await rows<{ sku: string }>(db(), sql`SELECT c.sku FROM products c JOIN stock s ON s.sku = c.sku WHERE c.parent_sku = ${parent} ORDER BY c.sku`)).map((row) => row.sku);
    const { cookie } = await staffCookie();
    const valid = await currentForm(parent, children);
    const before = await Promise.all([productRow(parent), productRow(child), ...children.map(stockRow)]);
    const bad = { ...valid, price: '-5', special_from: '2026-03-02', special_to: '2026-03-01', [`qty:${child}`]: '-1', [`qty:${children.find((sku) => sku !== child)}`]: '7' };
    const refused = await post(formPath(parent), bad, { cookie, json: true });
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.text).fields).toEqual({ price: 'Price must be 0 or more', special_to: 'The window ends before it starts', [`qty:${child}`]: 'Quantity must be 0 or more' });
    const page = await post(formPath(parent), { ...valid, special_price: '9999' }, { cookie });
    expect(page.status).toBe(400);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('Special price must be below the price.');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    // The valid change to another variant's stock in the refused form was not written either.
    expect(await Promise.all([productRow(parent), productRow(child), ...children.map(stockRow)])).toEqual(before);
    expect(await auditOf(parent)).toEqual([]);
  });

  it('refuses an unknown product (404), a variant (edited on its configurable’s page) and a stale form (409), changing nothing', async () => {
    const { parent, child } = await pickConfigurable(db());
    const { sku } = await pickSimple(db(), 12);
    const { cookie } = await staffCookie();
    expect((await post(formPath('NO-SUCH-SKU'), { ...(await currentForm(sku)) }, { cookie })).status).toBe(404);
    const variant = await post(formPath(child), await currentForm(child), { cookie });
    expect(variant.status).toBe(400);
    expect(variant.text).toContain(`change it on that product`);
    const stale = await currentForm(sku);
    expect((await post(formPath(sku), { ...stale, price: '77.00' }, { cookie })).status).toBe(303);
    const second = await post(formPath(sku), { ...stale, price: '66.00' }, { cookie });
    expect(second.status).toBe(409);
    expect(Number((await productRow(sku)).price)).toBe(77);
    expect(await productRow(parent)).toBeDefined();
  });

  it('never answers 5xx to hostile input, signed in or not', async () => {
    const { sku } = await pickSimple(db(), 13);
    const { cookie } = await staffCookie();
    const hostile = fc.oneof(fc.string(), fc.constantFrom('', '0', '-1', '1e309', '2147483648', 'NaN', '\u0000', '\ud800', '__proto__', '1', '2', '0.0001'), fc.integer().map(String));
    const form = fc.dictionary(fc.constantFrom('version', 'price', 'special_price', 'special_from', 'special_to', 'status', `qty:${sku}`, `in_stock:${sku}`, 'sku', 'back'), hostile);
    await fc.assert(
      fc.asyncProperty(form, fc.boolean(), fc.boolean(), fc.constantFrom(sku, 'NO-SUCH', '%E0%A4%A', 'a'.repeat(300)), async (fields, signedIn, json, target) => {
        const response = await post(`/admin/products/${target}/update`, fields, { cookie: signedIn ? cookie : undefined, json });
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 60) },
    );
  });

  it('never answers 5xx to a hostile upload form', async () => {
    const owner = await staffCookie('owner');
    const value = fc.oneof(fc.string(), fc.constantFrom('', 'sku,product_type\n', '\u0000', '__proto__'));
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom('file', 'back', 'name'), value), fc.boolean(), fc.boolean(), async (fields, signedIn, multipart) => {
        const body = multipart ? new FormData() : new URLSearchParams();
        for (const [key, text] of Object.entries(fields)) {
          if (body instanceof FormData && key === 'file') body.append(key, new File([text], 'upload.csv', { type: 'text/csv' }));
          else body.append(key, text);
        }
        const headers: Record<string, string> = { origin: ORIGIN, 'x-forwarded-for': uniqueAddress() };
        if (signedIn) headers.cookie = owner.cookie;
        const response = await uploadForm(new Request(`${ORIGIN}/admin/import/upload`, { method: 'POST', headers, body }), { params: Promise.resolve({}) });
        expect(response.status).toBeLessThan(500);
        await response.text();
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 40) },
    );
  });
});

describe('a product changed in the back office', () => {
  it('shows its new price and stock on the storefront and through the API at once, without a new catalogue version', async () => {
    const { sku } = await pickSimple(db(), 14);
    await setStock(db(), sku, 20);
    const { cookie, email } = await staffCookie();
    const form = await currentForm(sku);
    // Both reads are cached now.
    expect((await productPage(sku)).stock.qty).toBe(20);
    expect((await searched(sku))?.stock.qty).toBe(20);
    const version = await catalogVersion();

    const saved = await post(formPath(sku), { ...form, price: '123.45', [`qty:${sku}`]: 7 }, { cookie });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe(`/admin/products/${encodeURIComponent(sku)}?notice=${encodeURIComponent('Saved: 2 changes. The shop shows them now.')}`);

    const page = await productPage(sku);
    expect(catalogueAmount(page)).toBe(123.45);
    expect(page.stock.qty).toBe(7);
    const hit = await searched(sku);
    expect(catalogueAmount(hit!)).toBe(123.45);
    expect(hit!.stock.qty).toBe(7);
    expect(await catalogVersion()).toBe(version);
    const [change] = await rows<{ tags: string[] }>(db(), sql`SELECT tags FROM catalog_changes ORDER BY id DESC LIMIT 1`);
    expect(change!.tags).toContain(`product:${sku}`);
    expect(await auditOf(sku)).toEqual([
      { staff_email: email, changes: { price: { from: Number(form.price), to: 123.45 }, [`qty:${sku}`]: { from: 20, to: 7 } } },
    ]);
  });

  it('applies a special price in its window and a disabled status, and records nothing when nothing changes', async () => {
    const { sku } = await pickSimple(db(), 15);
    const { cookie } = await staffCookie();
    const form = await currentForm(sku);
    const today = new Date().toISOString().slice(0, 10);
    expect((await post(formPath(sku), { ...form, price: '50', special_price: '40', special_from: today, special_to: today }, { cookie })).status).toBe(303);
    const page = await productPage(sku);
    expect(usa.tax.sourcePriceIncludesTax ? page.final_price_incl_tax : page.final_price).toBe(40);
    expect(page.special_to_date).toBe(`${today}T23:59:59.000Z`);

    const same = await currentForm(sku);
    const unchanged = await post(formPath(sku), { ...same, special_from: today, special_to: today }, { cookie });
    expect(unchanged.headers.get('location')).toContain(encodeURIComponent('Nothing changed.'));
    expect(await auditOf(sku)).toHaveLength(1);

    expect((await post(formPath(sku), { ...same, special_from: today, special_to: today, status: 2 }, { cookie })).status).toBe(303);
    expect((await loadProductPage(db(), usa, sku)).kind).not.toBe('found');
    expect(await searched(sku)).toBeUndefined();
  });

  it('changes a configurable’s price on it and every variant, and each variant’s stock', async () => {
    const { parent, child } = await pickConfigurable(db());
    const children = (await rows<{ sku: string }>(db(), sql`SELECT c.sku FROM products c JOIN stock s ON s.sku = c.sku WHERE c.parent_sku = ${parent} ORDER BY c.sku`)).map((row) => row.sku);
    const { cookie } = await staffCookie();
    const form = await currentForm(parent, children);
    expect((await productPage(parent)).configurable_children?.length).toBeGreaterThan(0);
    expect((await post(formPath(parent), { ...form, price: '88.00', [`qty:${child}`]: 3, [`in_stock:${child}`]: '1' }, { cookie })).status).toBe(303);
    expect(await stockRow(child)).toEqual({ qty: 3, is_in_stock: true });
    for (const sku of [parent, ...children]) expect(Number((await productRow(sku)).doc_price)).toBe(88);
    const page = await productPage(parent);
    expect(catalogueAmount(page)).toBe(88);
    const variant = page.configurable_children!.find((entry) => entry.sku === child)!;
    expect(catalogueAmount(variant)).toBe(88);
    expect(variant.stock?.qty).toBe(3);
  });

  it('mails the back-in-stock alerts when its stock comes back, as a cancelled order does', async () => {
    const { sku } = await pickSimple(db(), 16);
    await setStock(db(), sku, 0);
    const email = uniqueEmail('alert');
    const asked = await call(subscribe, '/api/stock-alerts', { body: { email, sku }, headers: { 'x-forwarded-for': uniqueAddress() } });
    expect(asked.status).toBe(200);
    const { cookie } = await staffCookie();
    expect((await post(formPath(sku), { ...(await currentForm(sku)), [`qty:${sku}`]: 5, [`in_stock:${sku}`]: '1' }, { cookie })).status).toBe(303);
    const mails = await rows<{ kind: string }>(db(), sql`SELECT kind FROM outbound_mail WHERE to_address = ${email}`);
    expect(mails).toEqual([{ kind: 'back-in-stock' }]);
    const alerts = await rows<{ status: string }>(db(), sql`SELECT status FROM stock_alerts WHERE email = ${email}`);
    expect(alerts.map((alert) => alert.status)).not.toContain('active');
  });
});

describe('a catalogue CSV uploaded by an owner', () => {
  const HEADER = 'sku,store_view_code,product_type,categories,name,description,price,special_price,special_price_from_date,special_price_to_date,visibility,url_key,base_image,additional_images,additional_attributes,qty,is_in_stock,manage_stock,use_config_manage_stock,configurable_variations';
  const csv = (...lines: string[]) => [HEADER, ...lines].join('\n') + '\n';

  async function upload(content: string | null, options: { cookie?: string; origin?: string; name?: string } = {}) {
    const form = new FormData();
    if (content !== null) form.append('file', new File([content], options.name ?? 'products.csv', { type: 'text/csv' }));
    const headers: Record<string, string> = { origin: options.origin ?? ORIGIN, 'x-forwarded-for': uniqueAddress() };
    if (options.cookie) headers.cookie = options.cookie;
    const response = await uploadForm(new Request(`${ORIGIN}/admin/import/upload`, { method: 'POST', headers, body: form }), { params: Promise.resolve({}) });
    return { status: response.status, text: await response.text() };
  }

  it('imports the good rows, refuses a broken one with its line and reason, and reports both', async () => {
    const { cookie, email } = await staffCookie('owner');
    const version = await catalogVersion();
    const answer = await upload(
      csv(
        'UPL-BAG,,simple,Default Category/Gear,Uploaded Bag,<p>Bag</p>,31.50,,,,"Catalog, Search",uploaded-bag,,,,12,1,1,0,',
        'UPL-BROKEN,,rocket,Default Category/Gear,Broken,,10,,,,"Catalog, Search",broken,,,,1,1,1,0,',
      ),
      { cookie },
    );
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('<p>1 of 1 records written</p>');
    expect(answer.text).toContain('2 rows read, ');
    expect(answer.text).toContain('1 rows refused. Refused rows were left out; the rest of the file was imported.');
    expect(answer.text).toMatch(/Line 3: UPL-BROKEN: .*product_type must be one of/);
    expect(await productRow('UPL-BAG')).toMatchObject({ price: expect.stringMatching(/^31\.5/), status: 1 });
    expect(await rows(db(), sql`SELECT sku FROM products WHERE sku = 'UPL-BROKEN'`)).toEqual([]);
    expect(await stockRow('UPL-BAG')).toEqual({ qty: 12, is_in_stock: true });
    // The importer's own path to every instance: a new catalogue version.
    expect(await catalogVersion()).not.toBe(version);
    const [entry] = await rows<{ staff_email: string; changes: Record<string, { to: unknown }> }>(db(), sql`SELECT staff_email, changes FROM admin_audit WHERE entity = 'import' ORDER BY id DESC LIMIT 1`);
    expect(entry).toMatchObject({ staff_email: email, changes: { refused: { to: 1 } } });
  });

  it('refuses staff, another origin, no file, a file that is not a catalogue CSV, and one too large, importing nothing', async () => {
    const owner = await staffCookie('owner');
    const staff = await staffCookie('staff');
    const good = csv('UPL-NEVER,,simple,Default Category/Gear,Never,,10,,,,"Catalog, Search",never,,,,1,1,1,0,');
    expect((await upload(good, { cookie: staff.cookie })).status).toBe(403);
    expect((await upload(good)).status).toBe(401);
    expect((await upload(good, { cookie: owner.cookie, origin: 'https://evil.example' })).status).toBe(403);
    const none = await upload(null, { cookie: owner.cookie });
    expect(none.status).toBe(400);
    expect(none.text).toContain('Choose a CSV file to import.');
    const other = await upload('colour,size\nred,S\n', { cookie: owner.cookie });
    expect(other.status).toBe(400);
    expect(other.text).toContain('not a catalogue CSV the import knows');
    expect((await upload(good, { cookie: owner.cookie, name: 'products.txt' })).status).toBe(400);
    expect((await upload(good + 'x'.repeat(1_000_001), { cookie: owner.cookie })).status).toBe(413);
    expect(await rows(db(), sql`SELECT sku FROM products WHERE sku = 'UPL-NEVER'`)).toEqual([]);
  });
});
