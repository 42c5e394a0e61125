import { z } from 'zod';
import { priceWindowErrors, SPECIAL_NOT_BELOW_PRICE, variantPricesAfter, WINDOW_ENDS_BEFORE_START, type PriceWindow } from '@/lib/domain/variant-prices';

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

/** A configurable's variant as the form edits it: its prices (after the configurable's changes) and its status. */
export interface VariantEdit extends PriceWindow {
  sku: string;
  status: 1 | 2;
}

/** A variant as it is before the form: its prices and status. */
export interface EditableVariant extends PriceWindow {
  sku: string;
  status: 1 | 2;
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
  /** Each variant of a configurable (none for a simple product). */
  variants: VariantEdit[];
}

export type FieldErrors = Record<string, string>;

/** The form's field names of a stock row. */
export const qtyField = (sku: string) => `qty:${sku}`;
export const inStockField = (sku: string) => `in_stock:${sku}`;
/** The form's field names of a variant's prices and status. */
const variantField = (field: 'price' | 'special_price' | 'special_from' | 'special_to' | 'status', sku: string) => `${field}:${sku}`;

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
 * Validates the posted form against the stock rows the product has and, for a configurable, its variants (their prices
 * before the form, and the configurable's). Every field is checked on its own, so each wrong one is named at once (the
 * window and the special price against the price too, when those fields are readable; a variant's after the
 * configurable's changes reached it). Answers the edit, or the message of each wrong field (nothing is to be written).
 */
export function parseProductEdit(
  fields: Record<string, unknown>,
  stockRows: readonly EditableStock[],
  variants: { before: PriceWindow; rows: readonly EditableVariant[] } = { before: { price: 0, specialPrice: null, specialFrom: null, specialTo: null }, rows: [] },
): { ok: true; edit: ProductEdit } | { ok: false; errors: FieldErrors } {
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
  if (price !== undefined && special !== undefined && !errors.special_price && special >= price) errors.special_price = SPECIAL_NOT_BELOW_PRICE;
  if (from && to && from > to) errors.special_to ??= WINDOW_ENDS_BEFORE_START;
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
  // The configurable's prices as the form leaves them; unknown while one of them is wrong (its variants are then not checked against it).
  const parentPricesWrong = ['price', 'special_price', 'special_from', 'special_to'].some((name) => name in errors);
  const parentAfter = price === undefined || parentPricesWrong ? undefined : { price, specialPrice: special ?? null, specialFrom: from ?? null, specialTo: to ?? null };
  const variantEdits = variants.rows.flatMap((row) => {
    const edit = parseVariant(fields, row, errors, variants.before, parentAfter);
    return edit ? [edit] : [];
  });
  if (Object.keys(errors).length > 0 || version === undefined || parentAfter === undefined || status === undefined) return { ok: false, errors };
  return { ok: true, edit: { version, ...parentAfter, status: status === '1' ? 1 : 2, stock, variants: variantEdits } };
}

/**
 * One variant's fields: each posted one checked on its own (an absent field is not changed), then its prices after
 * the configurable's changes (lib/domain/variant-prices.ts) checked as a whole; each wrong one named by its field.
 */
function parseVariant(fields: Record<string, unknown>, row: EditableVariant, errors: FieldErrors, parentBefore: PriceWindow, parentAfter: PriceWindow | undefined): VariantEdit | null {
  const { shape } = baseSchema;
  const failures = Object.keys(errors).length;
  const field = <T extends z.ZodType>(name: 'price' | 'special_price' | 'special_from' | 'special_to' | 'status', schema: T): z.output<T> | undefined => {
    const key = variantField(name, row.sku);
    if (fields[key] === undefined) return undefined;
    const parsed = schema.safeParse(fields[key]);
    if (parsed.success) return parsed.data;
    errors[key] = parsed.error.issues[0]!.message;
    return undefined;
  };
  // A posted blank special price or day means "none" (null); an absent field, "not changed" (undefined).
  const posted = (name: 'special_price' | 'special_from' | 'special_to', schema: z.ZodType) => (fields[variantField(name, row.sku)] === undefined ? undefined : (field(name, schema) as never) ?? null);
  const price = field('price', shape.price);
  const specialPrice = posted('special_price', shape.special_price) as number | null | undefined;
  const specialFrom = posted('special_from', shape.special_from) as string | null | undefined;
  const specialTo = posted('special_to', shape.special_to) as string | null | undefined;
  const status = field('status', shape.status);
  if (Object.keys(errors).length > failures || !parentAfter) return null;
  const own = Object.fromEntries(Object.entries({ price, specialPrice, specialFrom, specialTo }).filter(([, value]) => value !== undefined)) as Partial<PriceWindow>;
  const prices = variantPricesAfter(row, own, parentBefore, parentAfter);
  const wrong = priceWindowErrors(prices);
  if (wrong.specialPrice) errors[variantField('special_price', row.sku)] = wrong.specialPrice;
  if (wrong.specialTo) errors[variantField('special_to', row.sku)] = wrong.specialTo;
  if (wrong.specialPrice || wrong.specialTo) return null;
  return { sku: row.sku, ...prices, status: status === undefined ? row.status : status === '1' ? 1 : 2 };
}

/** A window's bounds as stored: the first day from its start, the last day until its end (UTC). */
export const windowStart = (day: string | null) => (day ? `${day}T00:00:00.000Z` : null);
export const windowEnd = (day: string | null) => (day ? `${day}T23:59:59.000Z` : null);
