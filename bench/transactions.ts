/**
 * Transaction latency, in-process through the route handlers (Request → Response, no socket): add-to-cart
 * (POST /api/cart/update) and place-order (POST /api/order), each with 50 requests in flight.
 * usage: npx tsx --conditions=react-server bench/transactions.ts [--url postgres://…] [--requests 1000] [--concurrency 50]
 * Without --url it uses a fresh PGlite directory under /tmp (one connection: requests queue inside PGlite).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { POST as createCart } from '@/app/api/cart/create/route';
import { POST as updateCart } from '@/app/api/cart/update/route';
import { POST as placeOrder } from '@/app/api/order/route';
import { openDatabase, setDatabase } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { seedDatabase } from '@/lib/server/seed';
import { argument, load } from './support';

type Handler = (request: Request) => Promise<Response>;

async function send(handler: Handler, url: string, body?: unknown): Promise<{ status: number; json: { result?: unknown } }> {
  const response = await handler(new Request(new URL(url, 'http://localhost'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) }));
  return { status: response.status, json: await response.json() };
}


async function main() {
  const url = argument('url');
  const total = Number(argument('requests') ?? 1000);
  const concurrency = Number(argument('concurrency') ?? 50);
  const dir = url ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'bench-tx-'));
  const database = await openDatabase({ url: url ?? dir });
  setDatabase(database);
  try {
    const seeded = await execute<{ count: string }>(database.db, sql`SELECT count(*) FROM products`);
    if (Number(seeded.rows[0]?.count ?? 0) === 0) await seedDatabase(database.db, { images: false });
    const skus = (
      await execute<{ sku: string }>(
        database.db,
        sql`SELECT p.sku FROM products p WHERE p.type_id = 'simple' AND p.status = 1 AND p.parent_sku IS NULL
            AND jsonb_array_length(coalesce(p.doc->'custom_options', '[]'::jsonb)) = 0 ORDER BY p.id LIMIT 20`,
      )
    ).rows.map((row) => row.sku);
    await execute(database.db, sql`UPDATE stock SET qty = 1000000, is_in_stock = true, max_sale_qty = 10000 WHERE sku IN (${sql.join(skus.map((sku) => sql`${sku}`), sql`, `)})`);
    const carts: string[] = [];
    for (let index = 0; index < concurrency * 2; index++) carts.push(String((await send(createCart as Handler, '/api/cart/create')).json.result));

    const pick = <T>(list: T[], index: number) => list[index % list.length]!;
    // Warm-up (first JIT, prepared plans, the tax rules).
    await load(100, 10, async (index) => (await send(updateCart as Handler, `/api/cart/update?cartId=${pick(carts, index)}`, { cartItem: { sku: pick(skus, index), qty: 1 } })).status);

    const addToCart = await load(total, concurrency, async (index) =>
      (await send(updateCart as Handler, `/api/cart/update?cartId=${pick(carts, index * 7)}`, { cartItem: { sku: pick(skus, index), qty: 1 + (index % 3) } })).status,
    );
    const address = { firstname: 'Bench', lastname: 'Mark', street: ['Main Street 1'], city: 'Springfield', postcode: '12345', country_id: 'US', region_code: 'CA', email: 'bench@example.com' };
    const runId = Date.now();
    const orders = await load(total, concurrency, async (index) =>
      (
        await send(placeOrder as Handler, '/api/order', {
          order_id: `bench-${runId}-${index}`,
          products: [{ sku: pick(skus, index), qty: 1 }, { sku: pick(skus, index + 5), qty: 2 }],
          addressInformation: { shippingAddress: address, billingAddress: address, shipping_method_code: 'flatrate', shipping_carrier_code: 'flatrate', payment_method_code: 'checkmo' },
        })
      ).status,
    );
    console.log(`database: ${database.kind}, ${total} requests per scenario, ${concurrency} in flight, node ${process.version}, ${os.cpus().length} cores`);
    console.log('| scenario | p50 ms | p99 ms | req/s | non-200 |\n| --- | --- | --- | --- | --- |');
    for (const [name, result] of [['add to cart (POST /api/cart/update)', addToCart], ['place order, 2 lines (POST /api/order)', orders]] as const) {
      console.log(`| ${name} | ${result.p50.toFixed(1)} | ${result.p99.toFixed(1)} | ${result.rps.toFixed(0)} | ${result.failures} |`);
    }
  } finally {
    setDatabase(undefined);
    await database.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
