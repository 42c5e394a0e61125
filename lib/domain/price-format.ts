/** Formats an amount the way a store view wants it (spec §1): sign and amount placeholders, digits, symbols. */
export interface PriceFormat {
  currencySign: string;
  currencyDecimal: string;
  currencyGroup: string;
  fractionDigits: number;
  priceFormat: string;
}

function groupThousands(integerPart: string, separator: string): string {
  return integerPart.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

export function formatPrice(amount: number, format: PriceFormat): string {
  if (!Number.isFinite(amount)) return '';
  const fixed = Math.abs(amount).toFixed(format.fractionDigits);
  const [integerPart = '0', fraction] = fixed.split('.');
  const digits = groupThousands(integerPart, format.currencyGroup);
  const number = fraction ? `${digits}${format.currencyDecimal}${fraction}` : digits;
  const formatted = format.priceFormat.replace('{sign}', format.currencySign).replace('{amount}', number);
  const isNegative = amount < 0 && Number(fixed) !== 0;
  return isNegative ? `-${formatted}` : formatted;
}

/**
 * An amount of an order, which keeps the currency it was placed in: in the store view's own format when that is the
 * store's currency (or the order names none), else in the store's language with the order's currency ("12,00 $" in
 * the German store for an order placed in dollars), never in the browser's language.
 */
export function formatOrderAmount(
  amount: number,
  currencyCode: string | null | undefined,
  format: PriceFormat & { currencyCode: string; defaultLocale: string },
): string {
  if (!currencyCode || currencyCode === format.currencyCode) return formatPrice(amount, format);
  try {
    return new Intl.NumberFormat(format.defaultLocale, { style: 'currency', currency: currencyCode }).format(amount);
  } catch {
    return `${formatPrice(amount, { ...format, currencySign: '', priceFormat: '{amount}' })} ${currencyCode}`;
  }
}

/** A price with its original, as the product page shows them: the figures and their texts. */
export interface ShownPrices {
  final: number;
  original: number;
  finalText: string;
  originalText: string;
}

export function shownPrices({ final, original }: { final: number; original: number }, format: PriceFormat): ShownPrices {
  return { final, original, finalText: formatPrice(final, format), originalText: formatPrice(original, format) };
}
