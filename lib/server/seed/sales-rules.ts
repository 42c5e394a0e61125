/**
 * Demo cart price rules (coupons). Idempotent: existing codes are left as they are.
 * WELCOME10 is the newsletter promise of spec §9 (10 % off).
 */
import { salesRules } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/client';

const DAY = 86_400_000;

function buildSalesRules(now: Date = new Date()) {
  return [
    { name: 'Newsletter welcome: 10 % off', couponCode: 'WELCOME10', discountType: 'percent' as const, discountAmount: '10' },
    { name: '$5 off orders of $50 or more', couponCode: 'FIVEOFF50', discountType: 'fixed' as const, discountAmount: '5', minSubtotal: '50' },
    {
      name: 'Summer sale: 20 % off',
      couponCode: 'SUMMER20',
      discountType: 'percent' as const,
      discountAmount: '20',
      fromDate: new Date(now.getTime() - 30 * DAY),
      toDate: new Date(now.getTime() + 60 * DAY),
    },
    {
      name: 'Last year: 15 % off (expired)',
      couponCode: 'EXPIRED15',
      discountType: 'percent' as const,
      discountAmount: '15',
      fromDate: new Date(now.getTime() - 400 * DAY),
      toDate: new Date(now.getTime() - 35 * DAY),
    },
    { name: 'First 100 orders: $10 off', couponCode: 'FIRST100', discountType: 'fixed' as const, discountAmount: '10', minSubtotal: '20', usageLimit: 100 },
  ];
}

export async function seedSalesRules(db: Db, now: Date = new Date()): Promise<number> {
  const rows = await db.insert(salesRules).values(buildSalesRules(now)).onConflictDoNothing().returning({ id: salesRules.id });
  return rows.length;
}
