/** "Notify me when it's back" (issue 44): the request a shopper sends, and the hourly limit per client address. */
import * as z from 'zod/mini';
import { emailSchema } from './validation-messages';

/** Requests one client address may make in an hour; the next one is refused (429) and stores nothing. */
export const STOCK_ALERT_REQUESTS_PER_HOUR = 50;
export const STOCK_ALERT_WINDOW_SECONDS = 3600;

export const stockAlertRequestSchema = z.object({
  email: z.pipe(emailSchema, z.string().check(z.maxLength(254, { error: 'The e-mail address is too long.' }))),
  sku: z.string({ error: 'sku is required' }).check(
    z.trim(),
    z.minLength(1, { error: 'sku is required', abort: true }),
    z.maxLength(200, { error: 'sku is too long' }),
  ),
});

export type StockAlertRequest = z.infer<typeof stockAlertRequestSchema>;

/** Whether a request may go on, given how many the address made in the window before it. */
export function stockAlertRequestAllowed(earlierRequestsInWindow: number, limit = STOCK_ALERT_REQUESTS_PER_HOUR): boolean {
  return earlierRequestsInWindow < limit;
}

/** One alert per address, store view and sku: addresses compare without case and surrounding spaces. */
export function normalizeAlertEmail(email: string): string {
  return email.trim().toLowerCase();
}
