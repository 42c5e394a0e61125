/**
 * Adds generated orders and customer accounts to a seeded shop, for the back office's benchmark (bench/admin-orders.ts):
 *   npm run seed:orders -- --orders 100000 --customers 20000
 * With a PGlite database, stop the shop server first (one process holds its directory).
 */
import { parseArgs } from 'node:util';
import { openForScript } from './open-for-script';
import { seedBenchOrders } from '@/lib/server/seed/bench-orders';

const USAGE = 'usage: npm run seed:orders -- [--orders 100000] [--customers 20000]';

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: { orders: { type: 'string', default: '100000' }, customers: { type: 'string', default: '20000' }, help: { type: 'boolean', short: 'h' } },
  });
  const orders = Number(values.orders);
  const customers = Number(values.customers);
  if (values.help || !Number.isInteger(orders) || orders < 1 || !Number.isInteger(customers) || customers < 1) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 1);
  }
  const database = await openForScript();
  try {
    const started = Date.now();
    await seedBenchOrders(database.db, { orders, customers });
    console.log(`seed:orders: added ${orders} orders and ${customers} customers in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  // A failed statement's own message is the cause's (drizzle's message repeats the whole statement).
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : null;
  console.error(cause ?? (error instanceof Error ? error.message : error));
  process.exit(1);
});
