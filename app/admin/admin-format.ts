/** Amounts and dates as the back office shows them (English, the order's currency, UTC). */
export const formatMoney = (amount: string | number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency || 'USD' }).format(Number(amount));

export const formatDateTime = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The first value of a search parameter. */
export const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** A list page's query string (`?q=…&page=2`, or '' for none): the given filters that are set, then the page past the first. */
export function listQuery<F extends object>(filters: F, keys: readonly (keyof F & string)[], page?: number): string {
  const query = new URLSearchParams();
  for (const key of keys) if (filters[key]) query.set(key, String(filters[key]));
  if (page && page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** How many pages a list result has (at least one). */
export const pageCount = (result: { total: number; pageSize: number } | null) => (result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1);
