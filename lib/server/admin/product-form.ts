import { z } from 'zod';

/**
 * The back office's product form (issue 42, ADR 0051): price, special price and its window, status, and the stock of
 * the product (a simple) or of each child (a configurable). Every field is checked and every refusal is named by its
 * field, so the form can show each message next to its field.
 */

/** The stock rows the form edits: the product's own, or each child's. `managed`: the shop counts its quantity. */
export interface EditableStock {
  sku: string;
  managed: boolean;
}

interface StockEdit {
  sku: string;
  qty: number;
  isInStock: boolean;
}

export interface ProductEdit {
  /** The product's `updated_at` in ms as the form showed it (optimistic check). */
  version: number;
  price: number;
  specialPrice: number | null;
  /** Days (YYYY-MM-DD), both bounds inclusive. */
  specialFrom: string | null;
  specialTo: string | null;
  status: 1 | 2;
  stock: StockEdit[];
}

export type FieldErrors = Record<string, string>;

/** The form's field names of a stock row. */
export const qtyField = (sku: string) => `qty:${sku}`;
export const inStockField = (sku: string) => `in_stock:${sku}`;

/** The most numeric(12,4) holds, in the shop's currency. */
const MAX_AMOUNT = 99_999_999;
const MAX_QTY = 1_000_000_000;

const blank = (value: unknown) => value === undefined || (typeof value === 'string' && value.trim() === '');

const amount = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .regex(/^-?\d+(?:[.,]\d{1,4})?$/, `${label} is a number such as 49.90 (at most 4 decimals)`)
    .transform((text) => Number(text.replace(',', '.')))
    .pipe(z.number().min(0, `${label} must be 0 or more`).max(MAX_AMOUNT, `${label} must be at most ${MAX_AMOUNT}`));

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date such as 2026-01-31')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'Not a date');

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (blank(value) ? undefined : value), schema.optional());

const qty = z
  .string({ error: 'Quantity is required' })
  .trim()
  .min(1, 'Quantity is required')
  .regex(/^-?\d+$/, 'Quantity is a whole number')
  .transform(Number)
  .pipe(z.number().min(0, 'Quantity must be 0 or more').max(MAX_QTY, `Quantity must be at most ${MAX_QTY}`));

const baseSchema = z.object({
  version: z.coerce.number({ error: 'The form is out of date; open the product again' }).int().min(0),
  price: amount('Price'),
  special_price: optional(amount('Special price')),
  special_from: optional(day),
  special_to: optional(day),
  status: z.enum(['1', '2'], { error: 'Choose enabled or disabled' }),
});

/**
 * Validates the posted form against the stock rows the product has. Every field is checked on its own, so each wrong
 * one is named at once (the window and the special price against the price too, when those fields are readable).
 * Answers the edit, or the message of each wrong field (nothing is to be written then).
 */
export function parseProductEdit(fields: Record<string, unknown>, stockRows: readonly EditableStock[]): { ok: true; edit: ProductEdit } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const field = <T extends z.ZodType>(name: keyof typeof baseSchema.shape, schema: T): z.output<T> | undefined => {
    const parsed = schema.safeParse(fields[name]);
    if (parsed.success) return parsed.data;
    errors[name] = parsed.error.issues[0]!.message;
    return undefined;
  };
  const { shape } = baseSchema;
  const version = field('version', shape.version);
  const price = field('price', shape.price);
  const special = field('special_price', shape.special_price);
  const from = field('special_from', shape.special_from);
  const to = field('special_to', shape.special_to);
  const status = field('status', shape.status);
  if (price !== undefined && special !== undefined && !errors.special_price && special >= price) errors.special_price = 'Special price must be below the price';
  if (from && to && from > to) errors.special_to ??= 'The window ends before it starts';
  const stock: StockEdit[] = [];
  for (const row of stockRows) {
    const parsedQty = qty.safeParse(fields[qtyField(row.sku)]);
    const flag = fields[inStockField(row.sku)];
    if (!parsedQty.success) errors[qtyField(row.sku)] = parsedQty.error.issues[0]!.message;
    if (flag !== '1' && flag !== '0') errors[inStockField(row.sku)] = 'Choose in stock or out of stock';
    if (!parsedQty.success || (flag !== '1' && flag !== '0')) continue;
    if (flag === '1' && row.managed && parsedQty.data === 0) {
      errors[inStockField(row.sku)] = 'In stock needs a quantity above 0';
      continue;
    }
    stock.push({ sku: row.sku, qty: parsedQty.data, isInStock: flag === '1' });
  }
  if (Object.keys(errors).length > 0 || version === undefined || price === undefined || status === undefined) return { ok: false, errors };
  return {
    ok: true,
    edit: { version, price, specialPrice: special ?? null, specialFrom: from ?? null, specialTo: to ?? null, status: status === '1' ? 1 : 2, stock },
  };
}

/** A window's bounds as stored: the first day from its start, the last day until its end (UTC). */
export const windowStart = (day: string | null) => (day ? `${day}T00:00:00.000Z` : null);
export const windowEnd = (day: string | null) => (day ? `${day}T23:59:59.000Z` : null);
