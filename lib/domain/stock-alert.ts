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

/**
 * What the product page tells the deferred alert form (server-rendered as data, ADR 0047): the product, whether the
 * page shows it out of stock, and for a configurable the variant it opens with and which variants are out of stock.
 */
export interface StockAlertSlot {
  sku: string;
  name: string;
  outOfStock: boolean;
  initialVariant: string | null;
  /** Variant sku → out of stock. */
  variants: Record<string, boolean>;
}

const VARIANT_PATH = /\/p\/[^/]+\/[^/]+\/([^/?#]+)\/?$/;

/** The variant sku a product URL names (`/p/WS08/diva-tee/WS08-M-Red`), or null. */
export function variantOfPath(pathname: string): string | null {
  const segment = VARIANT_PATH.exec(pathname)?.[1];
  if (!segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The sku an alert is for, or null when the page shows the product in stock: the chosen variant (or the one the page
 * opens with) when it is out of stock; otherwise the product itself when it is out of stock as a whole.
 */
export function alertSkuFor(slot: StockAlertSlot, chosenVariant: string | null): string | null {
  const variant = chosenVariant ?? slot.initialVariant;
  if (variant !== null && Object.hasOwn(slot.variants, variant)) return slot.variants[variant] ? variant : null;
  return slot.outOfStock ? slot.sku : null;
}

/** The API's answer to an alert asked for a product that can be ordered now (the form shows its own text for it). */
export const IN_STOCK_MESSAGE = 'This product is in stock and can be ordered now; alerts are only for products that are out of stock.';
