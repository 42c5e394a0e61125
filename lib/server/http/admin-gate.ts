import { NextResponse, type NextRequest } from 'next/server';

/** The back office's pages that answer without a session (the sign-in form and its POST). */
const OPEN_PATHS = new Set(['/admin/login', '/admin/session']);
/** An invitee's page (ADR 0056): the link's token admits them, they have no session yet. */
const INVITATION_PATH = /^\/admin\/invite\/[\w-]{1,100}$/;

/**
 * Back-office pages asked for without a session cookie go to the sign-in form before anything renders (ADR 0044); the
 * page and every form handler still check the session itself. Other back-office requests pass on untouched (no
 * listing rewrite: `?page=2` is the order list's own parameter). Null for paths outside /admin.
 */
export function adminGate(request: NextRequest): Response | null {
  const { pathname } = request.nextUrl;
  if (pathname !== '/admin' && !pathname.startsWith('/admin/')) return null;
  if (OPEN_PATHS.has(pathname) || INVITATION_PATH.test(pathname) || request.method !== 'GET' || request.cookies.has('admin_session')) return NextResponse.next();
  const login = request.nextUrl.clone();
  login.pathname = '/admin/login';
  login.search = '';
  return NextResponse.redirect(login, { status: 307, headers: { 'Cache-Control': 'private, no-store' } });
}
