import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { customers } from '@/lib/server/db/schema';
import { unauthorized } from './errors';
import { sessionVersion, verifyAccessToken } from './tokens';

export type Customer = typeof customers.$inferSelect;

/** The access token of a request: `?token=` (the VSF default) or `Authorization: Bearer …`. */
function tokenOf(request: Request): string | null {
  const query = new URL(request.url).searchParams.get('token');
  if (query && query.trim() !== '') return query.trim();
  const header = request.headers.get('authorization');
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}

async function customerOfToken(db: Db, token: string): Promise<Customer> {
  const claims = await verifyAccessToken(db, token);
  const [customer] = await db.select().from(customers).where(eq(customers.id, claims.customerId));
  // A token issued before the last password change or reset belongs to an ended session.
  if (!customer || claims.sessionVersion !== sessionVersion(customer.passwordHash)) throw unauthorized();
  return customer;
}

/** The logged-in customer; no token or a bad one → 401. */
export async function requireCustomer(db: Db, request: Request): Promise<Customer> {
  const token = tokenOf(request);
  if (!token) throw unauthorized();
  return customerOfToken(db, token);
}

/** The customer when a token is sent (a bad token is still a 401), null for a guest. */
export async function optionalCustomer(db: Db, request: Request): Promise<Customer | null> {
  const token = tokenOf(request);
  return token ? customerOfToken(db, token) : null;
}
