/**
 * A configurable's variants priced one by one in the back office (issue 42, ADR 0051 addendum): each variant's price,
 * special price and window, status and stock on its own row of the product form, checked like the product's own
 * fields (nothing written when one is wrong), shown by the storefront and the API at once through the one
 * invalidation path, audited per variant, and guarded by the product's version.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { POST as signIn } from '@/app/admin/session/route';
import { POST as updateForm } from '@/app/admin/products/[sku]/update/route';
import { storeViews } from '@/lib/config/store-views';
import type { ProductDocument } from '@/lib/domain/catalog-types';
import { createStaff } from '@/lib/server/admin/staff-accounts';
import { configureCatalogCache } from '@/lib/server/catalog/catalog-cache';
import { productOnPage, productSearched } from './support/catalog-reads';
import { seededShopPerFile } from './support/test-database';
import { rows, uniqueAddress, uniqueEmail } from './support/commerce';

jest.setTimeout(180_000);

const db = seededShopPerFile();
const ORIGIN = 'http://localhost';
const usa = storeViews.default;

afterAll(() => configureCatalogCache(null));
// Nothing expires by age: only the invalidation path can show a change.
beforeEach(() => configureCatalogCache({ ttlMs: 600_000, versionCheckMs: 600_000 }));

type Fields = Record<string, string | number>;

async function post(sku: string, fields: Fields, cookie: string, json = false) {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': uniqueAddress(), origin: ORIGIN, cookie };
  if (json) headers.accept = 'application/json';
  const body = new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)]));
  const response = await updateForm(new Request(`${ORIGIN}/admin/products/${encodeURIComponent(sku)}/update`, { method: 'POST', headers, body }), { params: Promise.resolve({ sku }) });
  return { status: response.status, text: await response.text() };
}

async function staffCookie() {
  const email = uniqueEmail('staff');
  await createStaff(db(), { email, password: 'staff-Password-42', role: 'staff' });
  const response = await signIn(
    new Request(`${ORIGIN}/admin/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, 'x-forwarded-for': uniqueAddress() },
      body: new URLSearchParams({ email, password: 'staff-Password-42' }),
    }),
  );
  expect(response.status).toBe(303);
  return { email, cookie: (response.headers.get('set-cookie') ?? '').split(';')[0]! };
}

let picked = 0;
/** A configurable (a different one per test) with at least two variants that have stock rows, without special prices. */
async function configurable() {
  const [row] = await rows<{ sku: string }>(
    db(),
    sql`SELECT p.sku FROM products p WHERE p.type_id = 'configurable' AND p.status = 1 AND p.special_price IS NULL
        AND (SELECT count(*) FROM products c JOIN stock s ON s.sku = c.sku WHERE c.parent_sku = p.sku AND c.status = 1 AND c.special_price IS NULL) >= 2
        ORDER BY p.id OFFSET ${picked++} LIMIT 1`,
  );
  const parent = row!.sku;
  const children = (await rows<{ sku: string }>(db(), sql`SELECT c.sku FROM products c JOIN stock s ON s.sku = c.sku WHERE c.parent_sku = ${parent} ORDER BY c.sku`)).map((entry) => entry.sku);
  return { parent, children, first: children[0]!, second: children[1]! };
}

interface Row {
  price: string;
  special_price: string | null;
  special_from_date: Date | null;
  special_to_date: Date | null;
  status: number;
  updated_at: Date;
}
const productRow = async (sku: string) =>
  (await rows<Row>(db(), sql`SELECT price, special_price, special_from_date, special_to_date, status, updated_at FROM products WHERE sku = ${sku}`))[0]!;
const stockRow = async (sku: string) => (await rows<{ qty: number; is_in_stock: boolean }>(db(), sql`SELECT qty, is_in_stock FROM stock WHERE sku = ${sku}`))[0]!;
const day = (date: Date | null) => (date ? new Date(date).toISOString().slice(0, 10) : '');
const amount = (value: string | null) => (value === null ? '' : Number(value).toFixed(2));
const auditOf = (skus: string[]) =>
  rows<{ entity_key: string; staff_email: string; changes: Record<string, { from: unknown; to: unknown }> }>(
    db(),
    sql`SELECT entity_key, staff_email, changes FROM admin_audit WHERE entity = 'product' AND entity_key IN (${sql.join(skus.map((sku) => sql`${sku}`), sql`, `)}) ORDER BY id`,
  );

/** The form as the product's page fills it: the configurable's fields, and each variant's prices, status and stock. */
async function currentForm(parent: string, children: string[]): Promise<Fields> {
  const row = await productRow(parent);
  const fields: Fields = { version: new Date(row.updated_at).getTime(), price: amount(row.price), special_price: amount(row.special_price), special_from: day(row.special_from_date), special_to: day(row.special_to_date), status: row.status };
  for (const sku of children) {
    const child = await productRow(sku);
    const stock = await stockRow(sku);
    Object.assign(fields, {
      [`price:${sku}`]: amount(child.price),
      [`special_price:${sku}`]: amount(child.special_price),
      [`special_from:${sku}`]: day(child.special_from_date),
      [`special_to:${sku}`]: day(child.special_to_date),
      [`status:${sku}`]: child.status,
      [`qty:${sku}`]: stock.qty,
      [`in_stock:${sku}`]: stock.is_in_stock ? '1' : '0',
    });
  }
  return fields;
}

const productPage = (sku: string) => productOnPage(db(), sku);
const searched = (sku: string) => productSearched(sku);

const variantOf = (product: ProductDocument, sku: string) => product.configurable_children!.find((entry) => entry.sku === sku)! as unknown as Record<string, unknown>;
const catalogueAmount = (doc: object) => (doc as Record<string, unknown>)[usa.tax.sourcePriceIncludesTax ? 'original_price_incl_tax' : 'original_price'];

describe("a configurable's variants in the back office", () => {
  it("changes one variant's price, special price and window, status and stock; the storefront and the API show it at once; audited on that variant", async () => {
    const { parent, children, first, second } = await configurable();
    const { cookie, email } = await staffCookie();
    const form = await currentForm(parent, children);
    const secondBefore = await productRow(second);
    // Both reads are cached now.
    expect(catalogueAmount(variantOf(await productPage(parent), first))).toBe(Number(form[`price:${first}`]));
    expect(await searched(parent)).toBeDefined();
    const today = new Date().toISOString().slice(0, 10);

    const saved = await post(parent, { ...form, [`price:${first}`]: '77.00', [`special_price:${first}`]: '66.00', [`special_from:${first}`]: today, [`special_to:${first}`]: today, [`qty:${first}`]: 4, [`status:${second}`]: '2' }, cookie);
    expect(saved.status).toBe(303);

    expect(await productRow(first)).toMatchObject({ price: '77.0000', special_price: '66.0000', status: 1 });
    expect(await stockRow(first)).toMatchObject({ qty: 4 });
    expect(await productRow(second)).toMatchObject({ price: secondBefore.price, status: 2 });
    const page = await productPage(parent);
    expect(catalogueAmount(variantOf(page, first))).toBe(77);
    expect(variantOf(page, first)[usa.tax.sourcePriceIncludesTax ? 'final_price_incl_tax' : 'final_price']).toBe(66);
    expect(variantOf(page, first).special_to_date).toBe(`${today}T23:59:59.000Z`);
    expect((variantOf(page, first).stock as { qty: number }).qty).toBe(4);
    expect(variantOf(page, second).status).toBe(2);
    const hit = await searched(parent);
    expect(catalogueAmount(variantOf(hit!, first))).toBe(77);
    // The configurable's own price did not change (its fields were not changed).
    expect(catalogueAmount(page)).toBe(Number(form.price));

    const audit = await auditOf([parent, ...children]);
    expect(audit).toEqual([
      {
        entity_key: first,
        staff_email: email,
        changes: {
          price: { from: Number(form[`price:${first}`]), to: 77 },
          special_price: { from: null, to: 66 },
          special_from_date: { from: null, to: `${today}T00:00:00.000Z` },
          special_to_date: { from: null, to: `${today}T23:59:59.000Z` },
          qty: { from: Number(form[`qty:${first}`]), to: 4 },
        },
      },
      { entity_key: second, staff_email: email, changes: { status: { from: 1, to: 2 } } },
    ]);
  });

  it("refuses a negative stock, a variant's special price above its price and a window ending before it starts, naming each, and writes nothing", async () => {
    const { parent, children, first, second } = await configurable();
    const { cookie } = await staffCookie();
    const form = await currentForm(parent, children);
    const before = await Promise.all(children.flatMap((sku) => [productRow(sku), stockRow(sku)]));
    const refused = await post(
      parent,
      { ...form, [`qty:${first}`]: '-2', [`special_price:${second}`]: '999', [`special_from:${second}`]: '2026-05-02', [`special_to:${second}`]: '2026-05-01', [`price:${first}`]: '59.00' },
      cookie,
      true,
    );
    expect(refused.status).toBe(400);
    const body = JSON.parse(refused.text) as { message: string; fields: Record<string, string> };
    expect(body.fields).toEqual({
      [`qty:${first}`]: 'Quantity must be 0 or more',
      [`special_price:${second}`]: 'Special price must be below the price',
      [`special_to:${second}`]: 'The window ends before it starts',
    });
    expect(body.message).toMatch(/^Nothing was changed\. /);
    expect(await Promise.all(children.flatMap((sku) => [productRow(sku), stockRow(sku)]))).toEqual(before);
    expect(await auditOf([parent, ...children])).toEqual([]);
  });

  it('refuses a form older than a variant-only change (409), and a changed configurable price reaches the variants whose own price was left', async () => {
    const { parent, children, first, second } = await configurable();
    const { cookie } = await staffCookie();
    const form = await currentForm(parent, children);
    expect((await post(parent, { ...form, [`qty:${first}`]: 9 }, cookie)).status).toBe(303);
    const stale = await post(parent, { ...form, [`price:${second}`]: '12.00' }, cookie);
    expect(stale.status).toBe(409);
    expect(await productRow(second)).toMatchObject({ price: `${form[`price:${second}`]}00` });

    const fresh = await currentForm(parent, children);
    expect((await post(parent, { ...fresh, price: '91.00', [`price:${first}`]: '95.00' }, cookie)).status).toBe(303);
    expect(Number((await productRow(first)).price)).toBe(95);
    for (const sku of children.filter((entry) => entry !== first)) expect(Number((await productRow(sku)).price)).toBe(91);
    expect(catalogueAmount(await productPage(parent))).toBe(91);
  });

  it("never answers 5xx to hostile variant fields", async () => {
    const { parent, children, first } = await configurable();
    const { cookie } = await staffCookie();
    const form = await currentForm(parent, children);
    const hostile = fc.oneof(fc.string(), fc.constantFrom('', '-1', '1e400', '99999999999', '2026-02-30', '\u0000', '__proto__', '1,5', '2'));
    const names = ['price', 'special_price', 'special_from', 'special_to', 'status', 'qty', 'in_stock'].map((name) => `${name}:${first}`);
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...names), hostile), async (fields) => {
        const response = await post(parent, { ...form, ...fields, version: 1 }, cookie, true);
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 40) },
    );
  });
});
