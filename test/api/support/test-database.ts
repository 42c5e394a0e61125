import { Client } from 'pg';
import { openDatabase, setDatabase, type Database } from '@/lib/server/db/client';
import { seedDatabase } from '@/lib/server/seed';

let sequence = 0;

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or a database of its own on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ url: 'memory://' });
  const name = `shop_test_${process.pid}_${sequence++}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const database = await openDatabase({ url: withDatabaseName(serverUrl, name) });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new Client({ connectionString: serverUrl });
      await cleanup.connect();
      // pool.end() returns before the server has seen every connection go; dropping WITH (FORCE) earlier
      // would kill connections the pool is still closing.
      for (let attempt = 0; attempt < 50; attempt++) {
        const { rows } = await cleanup.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export interface SeededShop {
  database: Database;
  close: () => Promise<void>;
}

/** Seeds the demo catalogue (without images unless asked) and makes it the database of the route handlers. */
export async function createSeededShop(options: { images?: boolean; mediaDir?: string; products?: number } = {}): Promise<SeededShop> {
  const database = await createTestDatabase();
  await seedDatabase(database.db, { images: options.images ?? false, mediaDir: options.mediaDir, products: options.products });
  setDatabase(database);
  return {
    database,
    close: async () => {
      setDatabase(undefined);
      await database.close();
    },
  };
}

export const databaseKind = () => (process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');

/**
 * The seeded shop of one test file: created before its tests (then `prepare` runs on its database) and closed after
 * them. Answers the database of the shop.
 */
export function seededShopPerFile(prepare?: (db: Database['db']) => Promise<unknown>): () => Database['db'] {
  let shop: SeededShop | undefined;
  beforeAll(async () => {
    shop = await createSeededShop();
    await prepare?.(shop.database.db);
  });
  afterAll(() => shop?.close());
  return () => shop!.database.db;
}
