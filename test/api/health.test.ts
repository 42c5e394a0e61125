import { sql } from 'drizzle-orm';
import { GET as health } from '@/app/api/health/route';
import { openDatabase, setDatabase, type Database } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { call } from './support/http';
import { createTestDatabase, databaseKind } from './support/test-database';

describe('GET /api/health for a load balancer', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    setDatabase(undefined);
    await database.close();
  });

  it('answers 200 when the database answers and has every migration', async () => {
    setDatabase(database);
    const response = await call(health, '/api/health');
    expect(response.status).toBe(200);
    expect(response.json.result).toMatchObject({ status: 'ok', db: databaseKind() });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 when the newest migration is missing', async () => {
    setDatabase(database);
    const { rows } = await execute<{ id: number }>(
      database.db,
      sql`SELECT id FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
    );
    await execute(
      database.db,
      sql`UPDATE drizzle.__drizzle_migrations SET created_at = created_at - 1000 WHERE id = ${rows[0]!.id}`,
    );
    try {
      const response = await call(health, '/api/health');
      expect(response.status).toBe(503);
      expect(response.json.result).toEqual({
        status: 'unavailable',
        reason: 'The database lacks migrations of this build: run npm run migrate.',
      });
    } finally {
      await execute(
        database.db,
        sql`UPDATE drizzle.__drizzle_migrations SET created_at = created_at + 1000 WHERE id = ${rows[0]!.id}`,
      );
    }
  });

  it('answers 503 with the reason when the database cannot be reached', async () => {
    // Nothing listens on port 1: every query fails with a refused connection.
    const unreachable = await openDatabase({ url: 'postgres://shop@127.0.0.1:1/shop', migrate: false });
    setDatabase(unreachable);
    try {
      const response = await call(health, '/api/health');
      expect(response.status).toBe(503);
      expect(response.json.result.status).toBe('unavailable');
      expect(response.json.result.reason).toMatch(/ECONNREFUSED/);
    } finally {
      await unreachable.close();
    }
  });
});
