/** Totals of the server cart (segments subtotal, shipping, discount, tax, grand_total). */
import { z } from 'zod';

const segmentSchema = z.object({ code: z.string(), title: z.string(), value: z.number() }).loose();

export const cartTotalsSchema = z.object({
  grand_total: z.number(),
  coupon_code: z.string().nullish(),
  quote_currency_code: z.string().nullish(),
  total_segments: z.array(segmentSchema),
}).loose();

export type CartTotals = z.infer<typeof cartTotalsSchema>;
