/** Totals of the server cart (segments subtotal, shipping, discount, tax, grand_total). */
import { z } from 'zod';
import { fetchJson } from './http';

const segmentSchema = z.object({ code: z.string(), title: z.string(), value: z.number() }).loose();

export const cartTotalsSchema = z.object({
  grand_total: z.number(),
  coupon_code: z.string().nullish(),
  quote_currency_code: z.string().nullish(),
  total_segments: z.array(segmentSchema),
}).loose();

export type CartTotals = z.infer<typeof cartTotalsSchema>;

const answerSchema = z.object({ code: z.literal(200), result: cartTotalsSchema });

/** null when the totals cannot be fetched (spec §8: a failed totals fetch is logged only). */
export async function fetchCartTotals(storeCode: string, cartId: string): Promise<CartTotals | null> {
  try {
    const params = new URLSearchParams({ cartId, storeCode });
    return (await fetchJson(`/api/cart/totals?${params}`, answerSchema)).result;
  } catch (error) {
    console.warn('Cart totals could not be fetched', error);
    return null;
  }
}
