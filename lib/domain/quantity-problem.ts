/**
 * The quantity field's first problem as a message key (same rules and order as quantitySchema in
 * validation-messages.ts, without zod, so the product page's client bundle stays small); null when valid.
 */
export function quantityProblem(text: string): 'fieldRequired' | 'quantityPositiveInteger' | 'quantityAboveZero' | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'fieldRequired';
  if (!/^[+-]?\d+(\.\d+)?$/.test(trimmed)) return 'quantityPositiveInteger';
  const quantity = Number(trimmed);
  if (quantity <= 0) return 'quantityAboveZero';
  if (!Number.isInteger(quantity)) return 'quantityPositiveInteger';
  return null;
}
