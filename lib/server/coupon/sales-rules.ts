import 'server-only';
import { eq } from 'drizzle-orm';
import { normalizeCouponCode, type SalesRule } from '@/lib/domain/coupon';
import type { Db } from '@/lib/server/db/client';
import { salesRules } from '@/lib/server/db/schema';

export type StoredSalesRule = SalesRule & { id: number };

function toSalesRule(row: typeof salesRules.$inferSelect): StoredSalesRule {
  return {
    id: row.id,
    code: row.couponCode,
    discountType: row.discountType,
    discountAmount: Number(row.discountAmount),
    minSubtotal: row.minSubtotal === null ? null : Number(row.minSubtotal),
    fromDate: row.fromDate,
    toDate: row.toDate,
    usageLimit: row.usageLimit,
    timesUsed: row.timesUsed,
    isActive: row.isActive,
  };
}

export async function findSalesRule(db: Db, code: string): Promise<StoredSalesRule | null> {
  const normalized = normalizeCouponCode(code);
  if (normalized === '' || normalized.length > 64) return null;
  const [row] = await db.select().from(salesRules).where(eq(salesRules.couponCode, normalized));
  return row ? toSalesRule(row) : null;
}
