/**
 * Settings of the transactional API (customers, tokens, carts, orders, mail), with env overrides.
 * Read on every call (cheap), so a test or an operator can change the environment without a restart of the module.
 */
import { z } from 'zod';
import { DEFAULT_TOTALS_TITLES, type TotalsTitles } from '@/lib/domain/totals';
import type { Translatable } from '@/lib/domain/store-labels';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(emptyAsUndefined, z.string().optional());
const positiveInt = (fallback: number, max = 1_000_000_000) => z.coerce.number().int().min(1).max(max).default(fallback);

/** A shipping method beside the default courier: `SHIPPING_METHODS='[{"carrier_code":"express","method_code":"express","carrier_title":"Express","method_title":"Next day","amount":9.99}]'`. */
const shippingMethodConfigSchema = z.object({
  carrier_code: z.string().min(1),
  method_code: z.string().min(1),
  carrier_title: z.string().min(1),
  method_title: z.string().min(1),
  amount: z.number().min(0).max(100_000),
  /** ISO country codes the method ships to; empty or missing means everywhere. */
  countries: z.array(z.string().length(2)).optional(),
  /** Titles in other store views: `{"de":{"carrier_title":"Express","method_title":"Nächster Tag"}}` (ADR 0016). */
  translations: z
    .record(z.string(), z.object({ carrier_title: z.string().min(1).optional(), method_title: z.string().min(1).optional() }))
    .optional(),
});
export type ShippingMethodConfig = z.infer<typeof shippingMethodConfigSchema>;

const jsonList = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => {
    if (value === undefined || value === '') return [];
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, z.array(item));

const commerceEnvSchema = z.object({
  /** HS256 secret of the access tokens (32+ characters). Unset: a secret generated once and kept in the database. */
  JWT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'JWT_SECRET must have at least 32 characters').optional()),
  ACCESS_TOKEN_TTL_SECONDS: positiveInt(3600, 7 * 24 * 3600),
  REFRESH_TOKEN_TTL_DAYS: positiveInt(30, 3650),
  RESET_TOKEN_TTL_MINUTES: positiveInt(60, 7 * 24 * 60),
  /** Attempts on one account from one address before exponential back-off (LOGIN_BACKOFF_BASE_SECONDS, doubling). */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt(5),
  LOGIN_BACKOFF_BASE_SECONDS: positiveInt(30, 86_400),
  /** Attempts on one account from all addresses before they are spaced out (1 s doubling, up to the max delay). */
  LOGIN_ACCOUNT_SLOWDOWN_AFTER: positiveInt(20),
  LOGIN_ACCOUNT_MAX_DELAY_SECONDS: positiveInt(60, 86_400),
  LOGIN_MAX_FAILURES_PER_ADDRESS: positiveInt(20),
  LOGIN_WINDOW_SECONDS: positiveInt(900),
  /** Proxies of ours in front that append the client's address to X-Forwarded-For (ADR 0015). */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Password reset requests per client address and per account in RESET_WINDOW_SECONDS. */
  RESET_MAX_PER_ADDRESS: positiveInt(10),
  RESET_MAX_PER_ACCOUNT: positiveInt(3),
  RESET_WINDOW_SECONDS: positiveInt(3600),
  /** argon2id cost (OWASP's second recommended set by default: 19 MiB, 2 passes). */
  ARGON2_MEMORY_KIB: positiveInt(19_456, 4_194_304),
  ARGON2_TIME_COST: positiveInt(2, 100),
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('Storefront <no-reply@storefront.local>'),
  /** Public base URL used in mails (reset-password link). */
  SHOP_URL: z.string().default('http://localhost:3000'),
  SHIPPING_METHODS: jsonList(shippingMethodConfigSchema),
  /** PayPal is offered only when a client id is configured. */
  PAYPAL_CLIENT_ID: optionalText,
  /** Largest quantity of one cart line or order line, whatever the stock says. */
  MAX_LINE_QTY: positiveInt(10_000, 1_000_000),
  MAX_CART_LINES: positiveInt(200, 10_000),
});

export type CommerceConfig = z.infer<typeof commerceEnvSchema>;

export function commerceConfig(source: NodeJS.ProcessEnv = process.env): CommerceConfig {
  const parsed = commerceEnvSchema.safeParse(source);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid commerce configuration: ${details}`);
  }
  return parsed.data;
}

/** Payment method titles, per store view (ADR 0016). */
export const PAYMENT_METHODS = {
  checkmo: 'Check / Money order',
  cashondelivery: 'Cash On Delivery',
  paypal: 'PayPal',
  translations: {
    de: { checkmo: 'Scheck / Zahlungsanweisung', cashondelivery: 'Nachnahme' },
    it: { checkmo: 'Assegno / Vaglia postale', cashondelivery: 'Contrassegno' },
  },
} as const satisfies Record<'checkmo' | 'cashondelivery' | 'paypal', string> & Translatable;

/** Titles of the total segments, per store view (ADR 0016). */
export const TOTALS_TITLES: TotalsTitles & Translatable = {
  ...DEFAULT_TOTALS_TITLES,
  translations: {
    de: {
      subtotal: 'Zwischensumme',
      shipping: 'Versand & Bearbeitung',
      discount: 'Rabatt',
      tax: 'Steuer',
      grand_total: 'Gesamtsumme',
    },
    it: {
      subtotal: 'Subtotale',
      shipping: 'Spedizione e imballaggio',
      discount: 'Sconto',
      tax: 'Imposte',
      grand_total: 'Totale complessivo',
    },
  },
};

/** Customer group of registered shoppers (Magento's "General"). */
export const DEFAULT_CUSTOMER_GROUP_ID = 1;
