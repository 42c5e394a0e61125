/** Totals of the server cart (segments subtotal, shipping, discount, tax, grand_total). */
import * as z from 'zod/mini';

const segmentSchema = z.looseObject({ code: z.string(), title: z.string(), value: z.number() });

export const cartTotalsSchema = z.looseObject({
  grand_total: z.number(),
  coupon_code: z.nullish(z.string()),
  quote_currency_code: z.nullish(z.string()),
  total_segments: z.array(segmentSchema),
});

export type CartTotals = z.infer<typeof cartTotalsSchema>;
