/** Amounts and dates as the back office shows them (English, the order's currency, UTC). */
export const formatMoney = (amount: string | number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency || 'USD' }).format(Number(amount));

export const formatDateTime = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The first value of a search parameter. */
export const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
