/** Money arithmetic in integer cents: catalogue prices are decimals, sums must not drift. */
export type Cents = number;

export function toCents(amount: number | string | null | undefined): Cents {
  const value = typeof amount === 'string' ? Number.parseFloat(amount) : (amount ?? 0);
  if (!Number.isFinite(value)) return 0;
  return Math.round(value * 100);
}

export function fromCents(cents: Cents): number {
  return Math.round(cents) / 100;
}
