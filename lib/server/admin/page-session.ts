import 'server-only';
import { connection } from 'next/server';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getDb } from '@/lib/server/db/client';
import type { StaffMember } from './staff-accounts';
import { STAFF_COOKIE, staffOfToken } from './staff-session';

/** The staff member of a back-office page's request; without a live session the page sends them to the login. */
export async function requireStaff(): Promise<StaffMember> {
  // Rendered for each request, never prerendered: a session is checked against the clock of the request.
  await connection();
  const token = (await cookies()).get(STAFF_COOKIE)?.value;
  const member = await staffOfToken(await getDb(), token);
  if (!member) redirect('/admin/login');
  return member;
}
