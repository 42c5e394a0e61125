/** Cart price rules with a coupon code: when a rule applies and how much it takes off (integer cents). */
import { toCents, type Cents } from './money';

export const INVALID_COUPON_MESSAGE = "You've entered an incorrect coupon code. Please try again.";

export interface SalesRule {
  code: string;
  discountType: 'percent' | 'fixed';
  /** Percent (10 for 10 %) or an amount in the store currency. */
  discountAmount: number;
  minSubtotal?: number | null;
  fromDate?: Date | string | null;
  toDate?: Date | string | null;
  usageLimit?: number | null;
  timesUsed?: number;
  isActive?: boolean;
}

export type CouponCheck =
  | { ok: true }
  | { ok: false; reason: 'inactive' | 'not-started' | 'expired' | 'used-up' | 'below-minimum' };

function time(value: Date | string | null | undefined): number | null {
  if (value == null || value === '') return null;
  const at = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(at) ? null : at;
}

/** Coupon codes are matched case-insensitively and without surrounding spaces. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Whether the rule applies to a cart whose subtotal (incl. tax, what the shopper sees) is subtotalCents.
 * The date window is inclusive and open-ended on a missing side; the minimum subtotal is inclusive.
 */
export function checkSalesRule(rule: SalesRule, subtotalCents: Cents, now: Date = new Date()): CouponCheck {
  if (rule.isActive === false) return { ok: false, reason: 'inactive' };
  const from = time(rule.fromDate);
  const to = time(rule.toDate);
  if (from !== null && now.getTime() < from) return { ok: false, reason: 'not-started' };
  if (to !== null && now.getTime() > to) return { ok: false, reason: 'expired' };
  if (rule.usageLimit != null && (rule.timesUsed ?? 0) >= rule.usageLimit) return { ok: false, reason: 'used-up' };
  if (rule.minSubtotal != null && subtotalCents < toCents(rule.minSubtotal)) return { ok: false, reason: 'below-minimum' };
  return { ok: true };
}

/**
 * The discount of each row (cents, same order as rowsCents). Percent: each row's share, rounded per row.
 * Fixed: the amount (at most the subtotal) spread over the rows in proportion to their totals, with the
 * rounding remainder given to the largest remainders, so the rows add up to the discount exactly.
 */
export function distributeDiscount(rule: Pick<SalesRule, 'discountType' | 'discountAmount'>, rowsCents: readonly Cents[]): Cents[] {
  if (rule.discountType === 'percent') {
    const percent = Math.min(100, Math.max(0, rule.discountAmount));
    return rowsCents.map((row) => Math.round((row * percent) / 100));
  }
  const subtotal = rowsCents.reduce((sum, row) => sum + row, 0);
  const discount = Math.min(Math.max(0, toCents(rule.discountAmount)), subtotal);
  if (subtotal <= 0 || discount <= 0) return rowsCents.map(() => 0);
  const exact = rowsCents.map((row) => (row * discount) / subtotal);
  const shares = exact.map(Math.floor);
  let remainder = discount - shares.reduce((sum, share) => sum + share, 0);
  const order = exact.map((value, index) => ({ index, fraction: value - Math.floor(value) })).sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of order) {
    if (remainder <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    remainder -= 1;
  }
  return shares;
}
