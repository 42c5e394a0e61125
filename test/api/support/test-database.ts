import { openDatabase, setDatabase, type Database } from '@/lib/server/db/client';
import { seedDatabase } from '@/lib/server/seed';
import { databaseUrlNamed, dropServerDatabase, runDatabaseName, serverTemplates, templateFiles, withServerAdmin, type TemplateName } from './database-templates';

let sequence = 0;

/**
 * A fresh database for one test file, migrated, and with the demo catalogue when `template` is 'seeded' and this run
 * made that template (`seeded` says whether it did): an in-memory PGlite by default, or a database of its own on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again on close). Both start from copies of the run's
 * templates (global-setup.ts) when there are some.
 */
async function openTestDatabase(template: TemplateName): Promise<{ database: Database; seeded: boolean }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const files = templateFiles(template);
    const database = await openDatabase({ url: 'memory://', copyOf: files });
    return { database, seeded: template === 'seeded' && files !== undefined };
  }
  const source = serverTemplates()?.[template];
  const name = runDatabaseName('test', process.pid, String(sequence++));
  await withServerAdmin(serverUrl, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}${source ? ` TEMPLATE ${source}` : ''}`);
  });
  const database = await openDatabase({ url: databaseUrlNamed(serverUrl, name) });
  return {
    database: {
      ...database,
      close: async () => {
        await database.close();
        await dropServerDatabase(serverUrl, name);
      },
    },
    seeded: template === 'seeded' && source !== undefined,
  };
}

/** A fresh, migrated database for one test file, without a catalogue. */
export async function createTestDatabase(): Promise<Database> {
  return (await openTestDatabase('migrated')).database;
}

export interface SeededShop {
  database: Database;
  close: () => Promise<void>;
}

/** Seeds the demo catalogue (without images unless asked) and makes it the database of the route handlers. */
export async function createSeededShop(options: { images?: boolean; mediaDir?: string; products?: number } = {}): Promise<SeededShop> {
  // The demo catalogue as the seed makes it by default is the run's template; other catalogues are seeded here.
  const asTemplate = !options.images && options.products === undefined;
  const { database, seeded } = await openTestDatabase(asTemplate ? 'seeded' : 'migrated');
  if (!seeded) await seedDatabase(database.db, { images: options.images ?? false, mediaDir: options.mediaDir, products: options.products });
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
