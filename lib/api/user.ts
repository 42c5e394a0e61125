/** The shopper's account calls (README: /api/user/*, newsletter); answers are `{ok, result}` or `{ok: false, message}`. */
import * as z from 'zod/mini';
import type { CustomerProfile } from '@/lib/domain/customer-account';
import { ORDER_HISTORY_PAGE_SIZE } from '@/lib/domain/customer-account';
import type { SyncTaskInput } from '@/lib/domain/sync-task';
import { callApi as call, post, withToken, type ApiAnswer } from './http';

const addressSchema = z.looseObject({
  id: z.nullish(z.number()),
  firstname: z.string(),
  lastname: z.string(),
  street: z.array(z.string()),
  city: z.string(),
  postcode: z.string(),
  country_id: z.string(),
  default_shipping: z.nullish(z.boolean()),
  default_billing: z.nullish(z.boolean()),
});

export const profileSchema = z.looseObject({
  id: z.number(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  group_id: z.optional(z.number()),
  addresses: z._default(z.array(addressSchema), []),
});

const orderItemSchema = z.looseObject({ sku: z.string(), name: z.nullish(z.string()), qty_ordered: z.number(), row_total_incl_tax: z.number() });
export const orderSchema = z.looseObject({
  entity_id: z.number(),
  increment_id: z.string(),
  status: z.string(),
  created_at: z.string(),
  grand_total: z.number(),
  order_currency_code: z.nullish(z.string()),
  shipping_description: z.nullish(z.string()),
  payment: z.nullish(z.looseObject({ method: z.nullish(z.string()), additional_information: z.nullish(z.array(z.string())) })),
  items: z.array(orderItemSchema),
  status_histories: z.optional(z.array(z.looseObject({ status: z.string(), created_at: z.string() }))),
  extension_attributes: z.optional(z.looseObject({ tracks: z.optional(z.array(z.looseObject({ carrier: z.nullish(z.string()), track_number: z.string() }))) })),
});
export type Order = z.infer<typeof orderSchema>;
const orderHistorySchema = z.object({ items: z.array(orderSchema), total_count: z.number() });
export type OrderHistory = z.infer<typeof orderHistorySchema>;

export interface LoginResult {
  token: string;
  refreshToken: string | null;
  /** The customer's cart after merging the guest cart, when one was sent. */
  cartId: string | null;
}

const nonEmptyText = z.string().check(z.minLength(1));

export async function login(email: string, password: string, guestCartId: string | null): Promise<ApiAnswer<LoginResult>> {
  const answer = await call('/api/user/login', nonEmptyText, post({ username: email, password, ...(guestCartId ? { guestCartId } : {}) }));
  if (!answer.ok) return answer;
  const refreshToken = typeof answer.meta?.refreshToken === 'string' ? answer.meta.refreshToken : null;
  const cartId = typeof answer.meta?.cartId === 'string' ? answer.meta.cartId : null;
  return { ok: true, result: { token: answer.result, refreshToken, cartId } };
}

export interface Registration {
  email: string;
  firstname: string;
  lastname: string;
  password: string;
}

export const register = ({ password, ...customer }: Registration) => call('/api/user/create', z.looseObject({ id: z.number() }), post({ customer, password }));

export const fetchProfile = (token: string) => call(withToken('/api/user/me', token), profileSchema) as Promise<ApiAnswer<CustomerProfile>>;

export const fetchOrderHistory = (token: string, page: number) =>
  call(withToken(`/api/user/order-history?pageSize=${ORDER_HISTORY_PAGE_SIZE}&currentPage=${page}`, token), orderHistorySchema);

export const changePassword = (token: string, currentPassword: string, newPassword: string) =>
  call(withToken('/api/user/change-password', token), z.unknown(), post({ currentPassword, newPassword }));

/** The mailed link opens the reset page of the store view it was asked from. */
export const requestPasswordReset = (email: string, storeCode: string) =>
  call(`/api/user/reset-password?storeCode=${encodeURIComponent(storeCode)}`, z.unknown(), post({ email }));

export const createPassword = (email: string, resetToken: string, newPassword: string) =>
  call('/api/user/create-password', z.unknown(), post({ email, resetToken, newPassword }));

const refreshAnswer = z.object({ code: z.literal(200), result: nonEmptyText, meta: z.optional(z.partial(z.object({ refreshToken: z.string() }))) });

/** Calls /api/user/refresh; the new access token and the rotated refresh token, or null. */
export async function refreshSession(refreshToken: string): Promise<{ token: string; refreshToken: string | null } | null> {
  try {
    const response = await fetch('/api/user/refresh', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
    const parsed = refreshAnswer.safeParse(await response.json());
    return parsed.success ? { token: parsed.data.result, refreshToken: parsed.data.meta?.refreshToken ?? null } : null;
  } catch {
    return null;
  }
}

const NEWSLETTER = '/api/ext/mailchimp-subscribe/subscribe';
const newsletterState = z.enum(['subscribed', 'unsubscribed']);

export async function newsletterStatus(email: string): Promise<boolean | null> {
  const answer = await call(`${NEWSLETTER}?email=${encodeURIComponent(email)}`, newsletterState);
  return answer.ok ? answer.result === 'subscribed' : null;
}

export const setNewsletter = (email: string, subscribe: boolean, storeCode?: string) =>
  call(storeCode ? `${NEWSLETTER}?storeCode=${encodeURIComponent(storeCode)}` : NEWSLETTER, newsletterState, { method: subscribe ? 'POST' : 'DELETE', body: JSON.stringify({ email }) });

/** Spec §4 Profile update: a queued sync task; its result comes back through callback_event. */
export const PROFILE_UPDATED = 'user/profile-updated';

export function updateProfileTask(payload: { customer: Record<string, unknown> }): SyncTaskInput {
  return { url: '/api/user/me?token={{token}}', payload: { method: 'POST', body: payload }, callback_event: PROFILE_UPDATED };
}

export const isUserTask = (task: { url: string }) => task.url.startsWith('/api/user/');

/** GDPR article 15 from My account: the signed-in customer's data as a JSON file, with the name the server gave it. */
export async function downloadPersonalData(token: string): Promise<ApiAnswer<{ file: Blob; name: string }>> {
  let response: Response;
  try {
    response = await fetch('/api/user/personal-data', { headers: { authorization: `Bearer ${token}` }, cache: 'no-store' });
  } catch {
    return { ok: false, code: 0, message: 'The shop could not be reached.' };
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { result?: unknown } | null;
    return { ok: false, code: response.status, message: typeof body?.result === 'string' ? body.result : `HTTP ${response.status}` };
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'my-data.json';
  return { ok: true, result: { file: await response.blob(), name } };
}

/** GDPR article 17 from My account: erases the signed-in customer after their current password and the confirmation. */
export const deleteAccount = (token: string, password: string) =>
  call('/api/user/delete', z.looseObject({ deleted: z.literal(true) }), { ...post({ password, confirm: true }), headers: { authorization: `Bearer ${token}` } });
