/** PostgreSQL `integer` (int4): ids, quantities, visibility… Larger numbers fail in the database, so they are refused first. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

export function isInt4(value: number): boolean {
  return Number.isInteger(value) && value >= INT4_MIN && value <= INT4_MAX;
}
