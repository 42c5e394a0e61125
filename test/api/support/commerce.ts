/** Helpers of the transactional API tests: customers, carts and products picked from the seeded catalogue. */
import { sql } from 'drizzle-orm';
import { POST as createUser } from '@/app/api/user/create/route';
import { POST as loginUser } from '@/app/api/user/login/route';
import { POST as createCart } from '@/app/api/cart/create/route';
import { POST as updateCart } from '@/app/api/cart/update/route';
import type { Db } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { call } from './http';

export const PASSWORD = 'Secret-Pass1';

let counter = 0;
/** A unique e-mail and client address per call, so tests never share accounts or rate-limit buckets. */
export const uniqueEmail = (prefix = 'shopper') => `${prefix}.${process.pid}.${Date.now()}.${counter++}@example.com`;
export const uniqueAddress = () => `10.${counter % 250}.${Math.floor(Math.random() * 250)}.${counter++ % 250}`;

export async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await execute<T>(db, query)).rows;
}

export interface Session {
  email: string;
  token: string;
  refreshToken: string;
  id: number;
}

export async function register(email = uniqueEmail(), extra: Record<string, unknown> = {}): Promise<Session> {
  const created = await call(createUser, '/api/user/create', {
    body: { customer: { email, firstname: 'Jane', lastname: 'Doe', ...extra }, password: PASSWORD },
  });
  if (created.status !== 200) throw new Error(`register failed: ${JSON.stringify(created.json)}`);
  const session = await login(email);
  return { ...session, id: created.json.result.id };
}

export async function login(email: string, password = PASSWORD) {
  const response = await call(loginUser, '/api/user/login', { body: { username: email, password }, headers: { 'x-forwarded-for': uniqueAddress() } });
  if (response.status !== 200) throw new Error(`login failed: ${JSON.stringify(response.json)}`);
  return { email, token: response.json.result as string, refreshToken: response.json.meta.refreshToken as string };
}

export async function guestCart(): Promise<string> {
  return (await call(createCart, '/api/cart/create', { method: 'POST' })).json.result;
}

export async function customerCart(token: string): Promise<string> {
  return (await call(createCart, `/api/cart/create?token=${token}`, { method: 'POST' })).json.result;
}

export async function addItem(cartId: string, sku: string, qty: number, token?: string, productOption?: unknown) {
  const tokenPart = token ? `&token=${token}` : '';
  return call(updateCart, `/api/cart/update?cartId=${cartId}${tokenPart}`, {
    body: { cartItem: { sku, qty, quoteId: cartId, ...(productOption ? { product_option: productOption } : {}) } },
  });
}

export interface PickedProduct {
  sku: string;
  price: number;
  type_id: string;
  tax_class_id: number;
}

/** A simple, enabled, in-stock product with a plain price (no special price), taxable class 2. */
export async function pickSimple(db: Db, offset = 0): Promise<PickedProduct> {
  const [row] = await rows<{ sku: string; price: string; type_id: string; tax_class_id: number }>(
    db,
    sql`SELECT p.sku, p.price, p.type_id, p.tax_class_id FROM products p JOIN stock s ON s.sku = p.sku
        WHERE p.type_id = 'simple' AND p.status = 1 AND p.parent_sku IS NULL AND p.special_price IS NULL AND p.tax_class_id = 2
          AND s.is_in_stock AND s.qty >= 5 AND jsonb_array_length(coalesce(p.doc->'custom_options', '[]'::jsonb)) = 0
        ORDER BY p.id OFFSET ${offset} LIMIT 1`,
  );
  if (!row) throw new Error('no simple product in the seed');
  return { ...row, price: Number(row.price) };
}

export async function pickVirtual(db: Db): Promise<PickedProduct> {
  const [row] = await rows<{ sku: string; price: string; type_id: string; tax_class_id: number }>(
    db,
    sql`SELECT p.sku, p.price, p.type_id, p.tax_class_id FROM products p WHERE p.type_id IN ('virtual', 'downloadable') AND p.status = 1 ORDER BY p.id LIMIT 1`,
  );
  if (!row) throw new Error('no virtual product in the seed');
  return { ...row, price: Number(row.price) };
}

/** A configurable parent with an enabled, in-stock child, and the child's option values. */
export async function pickConfigurable(db: Db) {
  const [row] = await rows<{ parent: string; child: string; child_price: string; doc: Record<string, any>; child_doc: Record<string, any> }>(
    db,
    sql`SELECT p.sku AS parent, c.sku AS child, c.price AS child_price, p.doc, c.doc AS child_doc
        FROM products p JOIN products c ON c.parent_sku = p.sku JOIN stock s ON s.sku = c.sku
        WHERE p.type_id = 'configurable' AND p.status = 1 AND c.status = 1 AND s.is_in_stock AND c.special_price IS NULL
        ORDER BY p.id, c.id LIMIT 1`,
  );
  if (!row) throw new Error('no configurable product in the seed');
  const options = (row.doc.configurable_options as { attribute_id: string | number; attribute_code: string }[]).map((option) => ({
    option_id: String(option.attribute_id),
    option_value: Number(row.child_doc[option.attribute_code]),
  }));
  return { parent: row.parent, child: row.child, childPrice: Number(row.child_price), options };
}

export async function setStock(db: Db, sku: string, qty: number, maxSaleQty = 10_000) {
  await execute(db, sql`UPDATE stock SET qty = ${qty}, is_in_stock = ${qty > 0}, manage_stock = true, max_sale_qty = ${maxSaleQty} WHERE sku = ${sku}`);
}
