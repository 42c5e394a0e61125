/**
 * The totals the microcart shows: the server's segments when they were computed for the lines the shopper sees,
 * else an estimate from the lines (offline, before the server cart exists, or while a change is on its way).
 */
import type { CartLine } from './cart-lines';
import { cartHash } from './cart-sync';
import { fromCents, toCents } from './money';

export interface TotalSegment {
  code: string;
  title: string;
  value: number;
}

export interface DisplayTotals {
  segments: TotalSegment[];
  /** Computed here from the lines' prices: shipping, tax and discounts are not known yet. */
  estimated: boolean;
}

export function displayTotals(
  lines: readonly Pick<CartLine, 'sku' | 'qty' | 'checksum' | 'price_incl_tax' | 'product_option'>[],
  server: { total_segments: readonly TotalSegment[] } | null,
  serverTotalsHash: string | null,
  titles: { subtotal: string; grandTotal: string },
): DisplayTotals {
  if (lines.length === 0) return { segments: [], estimated: false };
  if (server && server.total_segments.length > 0 && serverTotalsHash === cartHash(lines)) {
    return { segments: [...server.total_segments], estimated: false };
  }
  const subtotal = fromCents(lines.reduce((sum, line) => sum + toCents(line.price_incl_tax) * line.qty, 0));
  return {
    segments: [
      { code: 'subtotal', title: titles.subtotal, value: subtotal },
      { code: 'grand_total', title: titles.grandTotal, value: subtotal },
    ],
    estimated: true,
  };
}
