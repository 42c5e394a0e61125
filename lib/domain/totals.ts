/**
 * Cart and order totals (spec §3 Totals, §5 tax, §9 prices include tax at source), all in integer cents.
 *
 * The catalogue price is the shelf price. With sourcePriceIncludesTax it is gross: the shopper pays it whatever
 * the destination, and the tax inside it is extracted at the destination's rate (country and region of the
 * shipping address). Otherwise the destination's tax is added to it. A coupon discount comes off the gross
 * rows; tax is computed on what is left. Shipping amounts are final (no tax). See ADR 0004.
 *
 * Identities (tested): grand_total = subtotal_incl_tax + discount_amount + shipping_incl_tax
 *                                   = subtotal_with_discount + tax_amount + shipping_amount.
 */
import { distributeDiscount, type SalesRule } from './coupon';
import { fromCents, toCents, type Cents } from './money';
import { findTaxRate, type TaxDestination, type TaxRule } from './tax';

export interface TotalsLine {
  item_id: number;
  sku: string;
  name: string;
  qty: number;
  /** Unit price from the catalogue (special price, bundle selections and custom options applied). */
  unitPrice: number;
  taxClassId: number;
  options?: { label: string; value: string }[];
}

export interface TotalsTitles {
  subtotal: string;
  shipping: string;
  discount: string;
  tax: string;
  grand_total: string;
}

export const DEFAULT_TOTALS_TITLES: TotalsTitles = {
  subtotal: 'Subtotal',
  shipping: 'Shipping & Handling',
  discount: 'Discount',
  tax: 'Tax',
  grand_total: 'Grand Total',
};

export interface TotalsInput {
  lines: readonly TotalsLine[];
  taxRules: readonly TaxRule[];
  destination: TaxDestination;
  sourcePriceIncludesTax: boolean;
  shipping?: { amount: number; title: string } | null;
  coupon?: (Pick<SalesRule, 'discountType' | 'discountAmount'> & { code: string }) | null;
  currencyCode: string;
  /** Segment titles in the store view's language; English when missing. */
  titles?: TotalsTitles;
}

interface TotalsItem extends Pick<TotalsLine, 'item_id' | 'sku' | 'name' | 'qty'> {
  price: number;
  base_price: number;
  price_incl_tax: number;
  base_price_incl_tax: number;
  row_total: number;
  base_row_total: number;
  row_total_incl_tax: number;
  base_row_total_incl_tax: number;
  row_total_with_discount: number;
  tax_amount: number;
  base_tax_amount: number;
  tax_percent: number;
  discount_amount: number;
  base_discount_amount: number;
  discount_percent: number;
  options: string;
}

interface TotalSegment {
  code: 'subtotal' | 'shipping' | 'discount' | 'tax' | 'grand_total';
  title: string;
  value: number;
  area?: 'taxes' | 'footer';
}

export interface Totals {
  grand_total: number;
  base_grand_total: number;
  subtotal: number;
  base_subtotal: number;
  subtotal_incl_tax: number;
  base_subtotal_incl_tax: number;
  subtotal_with_discount: number;
  base_subtotal_with_discount: number;
  discount_amount: number;
  base_discount_amount: number;
  shipping_amount: number;
  base_shipping_amount: number;
  shipping_discount_amount: number;
  shipping_tax_amount: number;
  base_shipping_tax_amount: number;
  shipping_incl_tax: number;
  base_shipping_incl_tax: number;
  tax_amount: number;
  base_tax_amount: number;
  weee_tax_applied_amount: null;
  base_currency_code: string;
  quote_currency_code: string;
  items_qty: number;
  coupon_code: string | null;
  items: TotalsItem[];
  total_segments: TotalSegment[];
}

/** Percent with up to 4 decimals, as Magento reports tax_percent. */
/** A negative amount from positive cents, without a -0. */
const negative = (cents: Cents) => (cents === 0 ? 0 : -fromCents(cents));

const percent = (rate: number) => Math.round(rate * 100 * 10_000) / 10_000;

export function computeTotals(input: TotalsInput): Totals {
  const rows = input.lines.map((line) => {
    const rate = findTaxRate(input.taxRules, line.taxClassId, input.destination);
    const unit = toCents(line.unitPrice);
    const unitGross = input.sourcePriceIncludesTax ? unit : Math.round(unit * (1 + rate));
    const gross: Cents = unitGross * line.qty;
    const net: Cents = input.sourcePriceIncludesTax ? Math.round(gross / (1 + rate)) : unit * line.qty;
    return { line, rate, unitGross, gross, net };
  });
  const discounts = input.coupon ? distributeDiscount(input.coupon, rows.map((row) => row.gross)) : rows.map(() => 0);

  let subtotal = 0;
  let subtotalInclTax = 0;
  let discount = 0;
  let netAfterDiscount = 0;
  let tax = 0;
  let qty = 0;
  const items: TotalsItem[] = rows.map((row, index) => {
    const rowDiscount = discounts[index] ?? 0;
    const grossAfter = row.gross - rowDiscount;
    const netAfter = rowDiscount === 0 ? row.net : Math.round(grossAfter / (1 + row.rate));
    const rowTax = grossAfter - netAfter;
    subtotal += row.net;
    subtotalInclTax += row.gross;
    discount += rowDiscount;
    netAfterDiscount += netAfter;
    tax += rowTax;
    qty += row.line.qty;
    const unitNet = Math.round(row.net / row.line.qty);
    return {
      item_id: row.line.item_id,
      sku: row.line.sku,
      name: row.line.name,
      qty: row.line.qty,
      price: fromCents(unitNet),
      base_price: fromCents(unitNet),
      price_incl_tax: fromCents(row.unitGross),
      base_price_incl_tax: fromCents(row.unitGross),
      row_total: fromCents(row.net),
      base_row_total: fromCents(row.net),
      row_total_incl_tax: fromCents(row.gross),
      base_row_total_incl_tax: fromCents(row.gross),
      row_total_with_discount: fromCents(netAfter),
      tax_amount: fromCents(rowTax),
      base_tax_amount: fromCents(rowTax),
      tax_percent: percent(row.rate),
      discount_amount: fromCents(rowDiscount),
      base_discount_amount: fromCents(rowDiscount),
      discount_percent: row.gross > 0 ? Math.round((rowDiscount / row.gross) * 10_000) / 100 : 0,
      options: JSON.stringify(row.line.options ?? []),
    };
  });

  const shipping = toCents(input.shipping?.amount ?? 0);
  const grand = subtotalInclTax - discount + shipping;
  const titles = input.titles ?? DEFAULT_TOTALS_TITLES;
  const segments: TotalSegment[] = [
    { code: 'subtotal', title: titles.subtotal, value: fromCents(subtotalInclTax) },
    { code: 'shipping', title: `${titles.shipping}${input.shipping ? ` (${input.shipping.title})` : ''}`, value: fromCents(shipping) },
  ];
  if (input.coupon && discount > 0) {
    segments.push({ code: 'discount', title: `${titles.discount} (${input.coupon.code})`, value: negative(discount) });
  } else {
    segments.push({ code: 'discount', title: titles.discount, value: 0 });
  }
  segments.push({ code: 'tax', title: titles.tax, value: fromCents(tax), area: 'taxes' });
  segments.push({ code: 'grand_total', title: titles.grand_total, value: fromCents(grand), area: 'footer' });

  return {
    grand_total: fromCents(grand),
    base_grand_total: fromCents(grand),
    subtotal: fromCents(subtotal),
    base_subtotal: fromCents(subtotal),
    subtotal_incl_tax: fromCents(subtotalInclTax),
    base_subtotal_incl_tax: fromCents(subtotalInclTax),
    subtotal_with_discount: fromCents(netAfterDiscount),
    base_subtotal_with_discount: fromCents(netAfterDiscount),
    discount_amount: negative(discount),
    base_discount_amount: negative(discount),
    shipping_amount: fromCents(shipping),
    base_shipping_amount: fromCents(shipping),
    shipping_discount_amount: 0,
    shipping_tax_amount: 0,
    base_shipping_tax_amount: 0,
    shipping_incl_tax: fromCents(shipping),
    base_shipping_incl_tax: fromCents(shipping),
    tax_amount: fromCents(tax),
    base_tax_amount: fromCents(tax),
    weee_tax_applied_amount: null,
    base_currency_code: input.currencyCode,
    quote_currency_code: input.currencyCode,
    items_qty: qty,
    coupon_code: input.coupon && discount > 0 ? input.coupon.code : null,
    items,
    total_segments: segments,
  };
}
