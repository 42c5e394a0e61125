/**
 * Transaction latency, in-process through the route handlers (Request → Response, no socket): add-to-cart
 * (POST /api/cart/update) and place-order (POST /api/order), each with 50 requests in flight.
 * usage: npx tsx --conditions=react-server bench/transactions.ts [--url postgres://…] [--requests 1000] [--concurrency 50]
 * Without --url it uses a fresh PGlite directory under /tmp (one connection: requests queue inside PGlite).
 */
import os from 'node:os';
import { POST as createCart } from '@/app/api/cart/create/route';
import { POST as updateCart } from '@/app/api/cart/update/route';
import { POST as placeOrder } from '@/app/api/order/route';
import { stockOrderableSkus } from '../test/support/orderable-stock';
import { orderPayload, testAddress, twoLines } from '../test/support/orders';
import { withBenchDatabase } from './database';
import { argument, load } from './support';

type Handler = (request: Request) => Promise<Response>;

async function send(
  handler: Handler,
  url: string,
  body?: unknown,
): Promise<{ status: number; json: { result?: unknown } }> {
  const response = await handler(
    new Request(new URL(url, 'http://localhost'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  return { status: response.status, json: await response.json() };
}

async function main() {
  const total = Number(argument('requests') ?? 1000);
  const concurrency = Number(argument('concurrency') ?? 50);
  await withBenchDatabase('bench-tx-', {}, async (database) => {
    const skus = await stockOrderableSkus(database.db, 20, 1_000_000);
    const carts: string[] = [];
    for (let index = 0; index < concurrency * 2; index++)
      carts.push(String((await send(createCart as Handler, '/api/cart/create')).json.result));

    const pick = <T>(list: T[], index: number) => list[index % list.length]!;
    // Warm-up (first JIT, prepared plans, the tax rules).
    await load(
      100,
      10,
      async (index) =>
        (
          await send(updateCart as Handler, `/api/cart/update?cartId=${pick(carts, index)}`, {
            cartItem: { sku: pick(skus, index), qty: 1 },
          })
        ).status,
    );

    const addToCart = await load(
      total,
      concurrency,
      async (index) =>
        (
          await send(updateCart as Handler, `/api/cart/update?cartId=${pick(carts, index * 7)}`, {
            cartItem: { sku: pick(skus, index), qty: 1 + (index % 3) },
          })
        ).status,
    );
    const address = testAddress({ firstname: 'Bench', lastname: 'Mark', email: 'bench@example.com' });
    const runId = Date.now();
    const orders = await load(
      total,
      concurrency,
      async (index) =>
        (
          await send(
            placeOrder as Handler,
            '/api/order',
            orderPayload(twoLines(skus, index), { order_id: `bench-${runId}-${index}` }, address),
          )
        ).status,
    );
    console.log(
      `database: ${database.kind}, ${total} requests per scenario, ${concurrency} in flight, node ${process.version}, ${os.cpus().length} cores`,
    );
    console.log('| scenario | p50 ms | p99 ms | req/s | non-200 |\n| --- | --- | --- | --- | --- |');
    for (const [name, result] of [
      ['add to cart (POST /api/cart/update)', addToCart],
      ['place order, 2 lines (POST /api/order)', orders],
    ] as const) {
      console.log(
        `| ${name} | ${result.p50.toFixed(1)} | ${result.p99.toFixed(1)} | ${result.rps.toFixed(0)} | ${result.failures} |`,
      );
    }
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
