/**
 * `npm run migrate`: applies the migrations of `drizzle/` to the database (DATABASE_URL, or the PGlite directory)
 * and closes it, without seeding or generating images (scripts/prepare-db.ts does those at `npm start`). Opening the
 * database migrates it.
 */
import { openDatabase, printableDatabaseLocation } from '@/lib/server/db/client';

async function main(): Promise<void> {
  const started = Date.now();
  const database = await openDatabase();
  await database.close();
  console.log(`migrate: ${printableDatabaseLocation()} is up to date (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
