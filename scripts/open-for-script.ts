import { databaseLocation, openDatabase, type Database } from '@/lib/server/db/client';
import { DataDirLockedError } from '@/lib/server/db/pglite-lock';

/**
 * The shop's database for a command run beside it; an embedded database the shop server holds stops the command with
 * `advice` (exit code 2) instead of a stack trace.
 */
export async function openForScript(advice = 'Stop the shop server first (PGlite), or point DATABASE_URL at PostgreSQL.'): Promise<Database> {
  try {
    return await openDatabase();
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`Cannot open ${databaseLocation()}: ${error.message}\n${advice}`);
      process.exit(2);
    }
    throw error;
  }
}
