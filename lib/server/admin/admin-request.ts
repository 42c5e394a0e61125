import 'server-only';
import { z } from 'zod';
import { isSameOriginRequest } from '@/lib/domain/same-origin';
import { isHttpsUrl } from '@/lib/domain/security-headers';
import { getDb, type Db } from '@/lib/server/db/client';
import { ApiError } from '@/lib/server/http/api-error';
import { refusal, safeBackPath } from './admin-response';
import type { StaffMember, StaffRole } from './staff-accounts';
import { STAFF_COOKIE, staffOfToken } from './staff-session';

/** The value of one cookie of a request (route handlers get a plain Request in tests). */
export function cookieOf(request: Request, name: string): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}

/** Secure cookies when the shop is reached over https (directly, or through a TLS-terminating proxy, or PUBLIC_URL). */
export function isHttpsRequest(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto') ?? '';
  return new URL(request.url).protocol === 'https:' || /(?:^|,)\s*https\s*(?:,|$)/i.test(forwarded) || isHttpsUrl(process.env.PUBLIC_URL);
}

/** The CSRF check of every state-changing back-office request (lib/domain/same-origin.ts). */
export function isSameOrigin(request: Request): boolean {
  return isSameOriginRequest({
    origin: request.headers.get('origin'),
    secFetchSite: request.headers.get('sec-fetch-site'),
    host: request.headers.get('host') ?? new URL(request.url).host,
    forwardedHost: request.headers.get('x-forwarded-host'),
    publicUrl: process.env.PUBLIC_URL,
  });
}

/** A form's fields as an object: zod validates them (a repeated name becomes an array; an uploaded file stays a File). */
async function formFields(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data')) {
    throw new ApiError(415, 'Send the form as application/x-www-form-urlencoded.');
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new ApiError(400, 'The form could not be read.');
  }
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    const previous = fields[name];
    fields[name] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return fields;
}

export interface AdminActionContext<T> {
  db: Db;
  member: StaffMember;
  input: T;
  request: Request;
  back: string;
}

const ROLE_RANK: Record<StaffRole, number> = { staff: 1, owner: 2 };

/**
 * A back-office form handler (POST under /admin): the origin is checked (403), the session cookie (401), the role
 * (403), then the form (400 with zod's message); an ApiError of the action answers its own status. Nothing is changed
 * by a refused request. `back` is the page the refusal links to and that success usually redirects to.
 */
export function adminAction<S extends z.ZodType>(
  options: { role: StaffRole; schema: S; back?: (fields: Record<string, unknown>, params: Record<string, string>) => string },
  action: (context: AdminActionContext<z.output<S>>) => Promise<Response>,
) {
  return async (request: Request, { params }: { params: Promise<Record<string, string>> }): Promise<Response> => {
    let back = '/admin';
    try {
      if (!isSameOrigin(request)) return refusal(403, 'This form was not sent from the back office (origin check failed).', back);
      const db = await getDb();
      const member = await staffOfToken(db, cookieOf(request, STAFF_COOKIE));
      if (!member) return refusal(401, 'Your session has ended. Sign in again.', '/admin/login');
      if (ROLE_RANK[member.role] < ROLE_RANK[options.role]) return refusal(403, 'Your role does not allow this.', back);
      const fields = await formFields(request);
      back = options.back ? options.back(fields, await params) : safeBackPath(fields.back);
      const parsed = options.schema.safeParse({ ...(await params), ...fields });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue?.path.join('.');
        return refusal(400, `${field ? `${field}: ` : ''}${issue?.message ?? 'Invalid input'}`, back);
      }
      return await action({ db, member, input: parsed.data, request, back });
    } catch (error) {
      if (error instanceof ApiError) return refusal(error.status, error.message, back, error.headers);
      throw error;
    }
  };
}
