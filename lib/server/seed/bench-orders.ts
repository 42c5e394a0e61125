import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { hashPassword } from '@/lib/server/auth/password';
import { storeCodes } from '@/lib/config/store-views';

/** E-mail addresses of the generated customers and guests: `bench-customer-<n>@example.com`, `bench-guest-<n>@example.com`. */
const BENCH_EMAIL_DOMAIN = 'example.com';

const FIRST_NAMES = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Margaret', 'Linus', 'Frances', 'Ken', 'Radia', 'Niklaus'];
const LAST_NAMES = ['Lovelace', 'Hopper', 'Turing', 'Dijkstra', 'Liskov', 'Knuth', 'Hamilton', 'Torvalds', 'Allen', 'Thompson', 'Perlman', 'Wirth'];

export interface BenchOrdersOptions {
  orders: number;
  customers: number;
}

/**
 * Adds `orders` orders (one line each, a third with a second line) and `customers` customer accounts, for the back
 * office's benchmark (issue 42: 100,000 orders and 20,000 customers). Orders spread over the last two years, newest
 * last; two in three belong to a customer, the rest are guests'; statuses and store views are mixed as in a running
 * shop (mostly complete). Stock is not touched. The accounts cannot sign in: their password is random and not kept.
 * Written by a few INSERT … SELECT statements, so 100,000 orders take seconds, not minutes.
 */
export async function seedBenchOrders(db: Db, { orders, customers }: BenchOrdersOptions): Promise<{ orders: number; customers: number }> {
  if (!Number.isInteger(orders) || orders < 1 || !Number.isInteger(customers) || customers < 1) throw new Error('orders and customers are whole numbers above 0');
  const skus = (await execute<{ sku: string; name: string; price: string }>(
    db,
    sql`SELECT sku, name, price::text AS price FROM products WHERE type_id = 'simple' AND status = 1 ORDER BY id LIMIT 50`,
  )).rows;
  if (skus.length === 0) throw new Error('the catalogue has no products: seed it first (npm run seed)');
  const passwordHash = await hashPassword(crypto.randomUUID());
  const firstNames = sql`ARRAY[${sql.join(FIRST_NAMES.map((name) => sql`${name}`), sql`, `)}]::text[]`;
  const lastNames = sql`ARRAY[${sql.join(LAST_NAMES.map((name) => sql`${name}`), sql`, `)}]::text[]`;
  const stores = sql`ARRAY[${sql.join(storeCodes.map((code) => sql`${code}`), sql`, `)}]::text[]`;
  const run = `${Date.now().toString(36)}`;

  await execute(db, sql`
    INSERT INTO customers (email, firstname, lastname, password_hash, store_code)
    SELECT 'bench-customer-' || ${run} || '-' || g || '@' || ${BENCH_EMAIL_DOMAIN},
      (${firstNames})[1 + g % ${FIRST_NAMES.length}], (${lastNames})[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
      ${passwordHash}, (${stores})[1 + g % ${storeCodes.length}]
    FROM generate_series(1, ${customers}::int) g`);
  const [range] = (await execute<{ first: number }>(db, sql`
    SELECT min(id)::int AS first FROM customers WHERE email LIKE ${`bench-customer-${run}-%`}`)).rows;
  const firstCustomer = range!.first;

  // Statuses: 70 % complete, 15 % processing, 10 % pending, 5 % canceled; store views in turn.
  await execute(db, sql`
    WITH numbered AS (
      SELECT g, nextval(pg_get_serial_sequence('orders', 'id'))::int AS id,
        CASE WHEN g % 3 = 0 THEN NULL ELSE ${firstCustomer}::int + g % ${customers}::int END AS customer_id,
        (${firstNames})[1 + g % ${FIRST_NAMES.length}] AS firstname, (${lastNames})[1 + (g / 7) % ${LAST_NAMES.length}] AS lastname,
        (${stores})[1 + g % ${storeCodes.length}] AS store_code,
        CASE WHEN g % 20 = 0 THEN 'canceled' WHEN g % 20 < 3 THEN 'pending' WHEN g % 20 < 6 THEN 'processing' ELSE 'complete' END AS status,
        now() - ((${orders}::int - g) * (interval '2 years' / ${orders}::int)) AS created_at,
        (10 + (g * 37) % 190)::numeric(12, 4) AS subtotal
      FROM generate_series(1, ${orders}::int) g
    ), addressed AS (
      SELECT n.*, COALESCE(c.email, 'bench-guest-' || ${run} || '-' || n.g || '@' || ${BENCH_EMAIL_DOMAIN}) AS email,
        jsonb_build_object('firstname', n.firstname, 'lastname', n.lastname, 'street', jsonb_build_array(n.g || ' Main Street'),
          'city', 'Springfield', 'postcode', '12345', 'country_id', CASE WHEN n.store_code = 'default' THEN 'US' WHEN n.store_code = 'de' THEN 'DE' ELSE 'IT' END,
          'telephone', '555-0100') AS address
      FROM numbered n LEFT JOIN customers c ON c.id = n.customer_id
    )
    INSERT INTO orders (id, increment_id, client_order_id, customer_id, customer_email, store_code, status, shipping_address,
      billing_address, shipping_method, payment_method, currency_code, subtotal, subtotal_incl_tax, discount_amount,
      shipping_amount, tax_amount, grand_total, totals, result, created_at, updated_at, carrier, tracking_number, shipped_at)
    SELECT id, lpad(id::text, 9, '0'), 'bench-' || ${run} || '-' || g, customer_id, email, store_code, status, address, address,
      'flatrate_flatrate', 'checkmo', CASE WHEN store_code = 'default' THEN 'USD' ELSE 'EUR' END, subtotal, subtotal, 0, 5, 0,
      subtotal + 5, jsonb_build_object('grand_total', subtotal + 5), jsonb_build_object('orderNumber', lpad(id::text, 9, '0'), 'backendOrderId', id),
      created_at, created_at, CASE WHEN status = 'complete' THEN 'UPS' END, CASE WHEN status = 'complete' THEN '1Z' || id END,
      CASE WHEN status = 'complete' THEN created_at + interval '1 day' END
    FROM addressed`);

  const products = sql`(VALUES ${sql.join(skus.map((product, index) => sql`(${index}::int, ${product.sku}::text, ${product.name}::text, ${product.price}::numeric)`), sql`, `)}) AS p(position, sku, name, price)`;
  await execute(db, sql`
    INSERT INTO order_items (order_id, sku, name, product_type, qty, price, price_incl_tax, row_total, row_total_incl_tax, tax_amount, tax_percent, discount_amount)
    SELECT o.id, p.sku, p.name, 'simple', 1, p.price, p.price, p.price, p.price, 0, 0, 0
    FROM orders o
    CROSS JOIN LATERAL (SELECT 0 AS line UNION ALL SELECT 1 WHERE o.id % 3 = 0) lines
    JOIN ${products} ON p.position = (o.id + lines.line) % ${skus.length}
    WHERE o.client_order_id LIKE ${`bench-${run}-%`}`);
  await execute(db, sql`ANALYZE orders`);
  await execute(db, sql`ANALYZE order_items`);
  await execute(db, sql`ANALYZE customers`);
  return { orders, customers };
}
