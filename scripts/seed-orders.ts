/**
 * Adds generated orders and customer accounts to a seeded shop, for the back office's benchmark (bench/admin-orders.ts):
 *   npm run seed:orders -- --orders 100000 --customers 20000
 * With a PGlite database, stop the shop server first (one process holds its directory).
 */
import { parseArgs } from 'node:util';
import { databaseLocation, openDatabase } from '@/lib/server/db/client';
import { DataDirLockedError } from '@/lib/server/db/pglite-lock';
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
  let database;
  try {
    database = await openDatabase();
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`Cannot open ${databaseLocation()}: ${error.message}\nStop the shop server first (PGlite), or point DATABASE_URL at PostgreSQL.`);
      process.exit(2);
    }
    throw error;
  }
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
