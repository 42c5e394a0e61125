/** Parsing Magento's CSV field conventions, shared by the product formats. */
import { z } from 'zod';
import { decodeEntities } from '@/lib/domain/plain-text';

/** Plain-text fields of imported documents besides names and labels: decoded at import like them (issue 10 item 14). */
export const META_FIELDS = ['meta_title', 'meta_keyword', 'meta_keywords', 'meta_description'] as const;

/** The record with its plain-text string fields (name, title, meta_…) decoded; other fields as they are. */
export function decodeTextFields<T extends Record<string, unknown>>(record: T, fields: readonly string[] = ['name', 'title', ...META_FIELDS]): T {
  const decoded: Record<string, unknown> = { ...record };
  for (const field of fields) {
    const value = decoded[field];
    if (typeof value === 'string') decoded[field] = decodeEntities(value);
  }
  return decoded as T;
}

/** "Catalog, Search" → 4, "Search" → 3, "Catalog" → 2, "Not Visible Individually" → 1; numbers as they are. */
export function parseVisibility(value: string): number | null {
  const text = value.trim().toLowerCase();
  if (!text) return 4;
  if (/^[1-4]$/.test(text)) return Number(text);
  const map: Record<string, number> = {
    'not visible individually': 1,
    catalog: 2,
    search: 3,
    'catalog, search': 4,
    'catalog,search': 4,
  };
  return map[text] ?? null;
}

/** "Taxable Goods" → 2, "None" → 0, a number as it is. */
export function parseTaxClass(value: string): number | null {
  const text = value.trim().toLowerCase();
  if (!text || text === 'taxable goods') return 2;
  if (text === 'none') return 0;
  if (/^\d+$/.test(text)) return Number(text);
  return null;
}

/** A Magento date ("2017-11-06 12:16:41", "3/24/17", ISO) as ISO, or null when empty. Invalid → undefined. */
export function parseDate(value: string): string | null | undefined {
  const text = value.trim();
  if (!text) return null;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})(?:,?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(am|pm)?)?$/i.exec(text);
  if (us) {
    const [, month, day, year, hours = '0', minutes = '0', seconds = '0', meridiem] = us;
    let hour = Number(hours);
    if (meridiem?.toLowerCase() === 'pm' && hour < 12) hour += 12;
    if (meridiem?.toLowerCase() === 'am' && hour === 12) hour = 0;
    const fullYear = (year as string).length === 2 ? 2000 + Number(year) : Number(year);
    const parsed = new Date(Date.UTC(fullYear, Number(month) - 1, Number(day), hour, Number(minutes), Number(seconds)));
    return Number.isNaN(parsed.getTime()) ? undefined : parsed.toISOString();
  }
  const parsed = new Date(/^\d{4}-\d{2}-\d{2} \d/.test(text) ? `${text.replace(' ', 'T')}Z` : text);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed.toISOString();
}

/** `key=value,key=value` with multiselect values joined by `|` (Magento's additional_attributes). */
export function parseKeyValues(value: string, pairSeparator = ','): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  if (!value.trim()) return result;
  // A value may contain the pair separator ("Cocona&reg; performance fabric, …" rarely): split on ",code=".
  const parts = value.split(new RegExp(`${pairSeparator === ',' ? ',' : '\\|'}(?=[a-z0-9_]+=)`, 'i'));
  for (const part of parts) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const code = part.slice(0, at).trim();
    const values = part
      .slice(at + 1)
      .split('|')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (code && values.length > 0) result[code] = values;
  }
  return result;
}

/** A number field: empty → null; anything else must be a finite number ≥ 0. */
export const optionalNumber = z
  .string()
  .optional()
  .transform((value) => (value ?? '').trim())
  .refine((value) => value === '' || (Number.isFinite(Number(value)) && Number(value) >= 0), {
    message: 'must be a number ≥ 0',
  })
  .transform((value) => (value === '' ? null : Number(value)));

export const flag = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((value) => (value ?? '').trim())
    .refine((value) => value === '' || /^(0|1|yes|no|true|false)$/i.test(value), { message: 'must be 0 or 1' })
    .transform((value) => (value === '' ? fallback : /^(1|yes|true)$/i.test(value)));

/** zod issues as one line: "price: must be a number ≥ 0; sku: required". */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'row'}: ${issue.message}`).join('; ');
}
