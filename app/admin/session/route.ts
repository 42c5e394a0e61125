import { z } from 'zod';
import { isHttpsRequest, isSameOrigin } from '@/lib/server/admin/admin-request';
import { refusal, seeOther } from '@/lib/server/admin/admin-response';
import { staffEmailSchema } from '@/lib/server/admin/staff-accounts';
import { sessionCookie, signIn } from '@/lib/server/admin/staff-session';
import { clientAddress } from '@/lib/server/auth/login-rate-limit';
import { getDb } from '@/lib/server/db/client';
import { ApiError } from '@/lib/server/http/api-error';

const loginSchema = z.object({
  email: staffEmailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256, 'The password is too long'),
});

const LOGIN = '/admin/login';

/** Signs a staff member in (the login form's POST): origin checked, throttled like a customer's login, cookie on /admin. */
export async function POST(request: Request): Promise<Response> {
  if (!isSameOrigin(request)) return refusal(403, 'This form was not sent from the back office (origin check failed).', LOGIN);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refusal(400, 'Send the form as application/x-www-form-urlencoded.', LOGIN);
  }
  const parsed = loginSchema.safeParse({ email: form.get('email') ?? undefined, password: form.get('password') ?? undefined });
  if (!parsed.success) return refusal(400, parsed.error.issues[0]?.message ?? 'Invalid input', LOGIN);
  try {
    const { token } = await signIn(await getDb(), parsed.data.email, parsed.data.password, clientAddress(request));
    return seeOther('/admin/orders', undefined, { 'Set-Cookie': sessionCookie(token, isHttpsRequest(request)) });
  } catch (error) {
    if (error instanceof ApiError) return refusal(error.status, error.message, LOGIN, error.headers);
    throw error;
  }
}
