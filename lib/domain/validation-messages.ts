/** Spec §5: the form message catalogue, and zod schemas that report exactly those messages (first one first). */
import * as z from 'zod/mini';
import './zod-locale';

export const validationMessages = {
  required: 'Field is required',
  greaterThanZero: 'Must be greater than 0',
  quantityAboveZero: 'Quantity must be above 0',
  quantityPositiveInteger: 'Quantity must be positive integer',
  passwordMinLength: 'Password must have at least 8 letters.',
  passwordsIdentical: 'Passwords must be identical',
  passwordCharacterClasses:
    'Password must contain at least 3 different character classes: lower case, upper case, digits, special characters.',
  email: 'Please provide valid e-mail address.',
  taxIdMinLength: 'Tax ID must have at least 3 letters.',
  zipMinLength: 'Zip-code must have at least 3 letters.',
  searchTermMinLength: 'Searched term should consist of at least 3 characters.',
  acceptTerms: 'You must accept the terms and conditions.',
} as const;

export const quantityBelowMessage = (quantity: number) => `Quantity must be below ${quantity}`;
export const onlyAvailableMessage = (maxQuantity: number) =>
  `Only ${maxQuantity} products of this type are available!`;
export const nameMinLengthMessage = (min: number) => `Name must have at least ${min} letters.`;

const PASSWORD_MIN_LENGTH = 8;
const SEARCH_TERM_MIN_LENGTH = 3;
const ZIP_MIN_LENGTH = 3;
const TAX_ID_MIN_LENGTH = 3;

const required = { error: validationMessages.required };

/** A required text field, trimmed; an empty or missing value reports only 'Field is required'. */
function requiredText() {
  return z.string(required).check(z.trim(), z.minLength(1, { ...required, abort: true }));
}

function minLength(min: number, message: string) {
  return requiredText().check(z.minLength(min, { error: message, abort: true }));
}

/** The classes Magento counts: lower case, upper case, digits, anything else. */
const PASSWORD_CHARACTER_CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/];

export function countCharacterClasses(password: string): number {
  return PASSWORD_CHARACTER_CLASSES.filter((pattern) => pattern.test(password)).length;
}

/** Not trimmed: spaces are part of a password. */
export const passwordSchema = z.string(required).check(
  z.minLength(1, { ...required, abort: true }),
  z.minLength(PASSWORD_MIN_LENGTH, { error: validationMessages.passwordMinLength, abort: true }),
  z.refine((password) => countCharacterClasses(password) >= 3, { error: validationMessages.passwordCharacterClasses }),
);

/** Reports a mismatch on the confirmation field. */
export const passwordConfirmationSchema = z.object({ password: passwordSchema, confirmation: z.string(required) }).check(
  z.refine((value) => value.password === value.confirmation, { error: validationMessages.passwordsIdentical, path: ['confirmation'] }),
);

export const emailSchema = z.pipe(requiredText(), z.email({ error: validationMessages.email }));

export function nameSchema(min = 2) {
  return minLength(min, nameMinLengthMessage(min));
}

export const zipSchema = minLength(ZIP_MIN_LENGTH, validationMessages.zipMinLength);

/** The tax ID is optional (companies only): empty is fine, a given one needs 3 letters. */
export const taxIdSchema = z.nullish(
  z.string().check(
    z.trim(),
    z.refine((taxId) => taxId === '' || taxId.length >= TAX_ID_MIN_LENGTH, { error: validationMessages.taxIdMinLength }),
  ),
);

export const searchTermSchema = z
  .string({ error: validationMessages.searchTermMinLength })
  .check(z.trim(), z.minLength(SEARCH_TERM_MIN_LENGTH, { error: validationMessages.searchTermMinLength }));

export const acceptTermsSchema = z.literal(true, { error: validationMessages.acceptTerms });

export const requiredSchema = requiredText();

export interface QuantityLimits {
  /** Stock on hand: above it the shopper reads 'Only N products of this type are available!'. */
  available?: number;
}

/**
 * A quantity typed in a form or sent as a string, parsed to a positive integer. max is an order limit
 * ('Quantity must be below {max}' when exceeded); limits.available is the stock on hand.
 */
export function quantitySchema(max?: number, limits: QuantityLimits = {}) {
  return z.pipe(
    z.union([z.string(), z.number()], required),
    z.transform((input: string | number, ctx) => {
      const fail = (message: string) => {
        ctx.issues.push({ code: 'custom', message, input });
        return z.NEVER;
      };
      const text = String(input).trim();
      if (text === '') return fail(validationMessages.required);
      if (!/^[+-]?\d+(\.\d+)?$/.test(text)) return fail(validationMessages.quantityPositiveInteger);
      const quantity = Number(text);
      if (quantity <= 0) return fail(validationMessages.quantityAboveZero);
      if (!Number.isInteger(quantity)) return fail(validationMessages.quantityPositiveInteger);
      if (max !== undefined && quantity > max) return fail(quantityBelowMessage(max));
      if (limits.available !== undefined && quantity > limits.available) {
        return fail(onlyAvailableMessage(limits.available));
      }
      return quantity;
    }),
  );
}

/** The first message a value fails with, or null when it is valid. */
export function firstValidationError(schema: z.ZodMiniType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** A form's messages: field name → its first message; only invalid fields are present. */
export type FieldErrors = Record<string, string>;

/** The first message of each field a value fails with, keyed by the issue's path joined with dots (or renamed). */
export function fieldErrorsOf(schema: z.ZodMiniType, value: unknown, rename: Record<string, string> = {}): FieldErrors {
  const parsed = schema.safeParse(value);
  const errors: FieldErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[rename[path] ?? path] ??= issue.message;
  }
  return errors;
}
