/** Spec §5 form messages for the account forms: each validator answers field → first message (empty when valid). */
import { z } from 'zod';
import { addressSchema } from './address';
import { regionsOf } from './checkout-countries';
import { emailSchema, nameSchema, passwordConfirmationSchema, requiredSchema, validationMessages } from './validation-messages';

export type FieldErrors = Record<string, string>;
type Values = Record<string, string | undefined>;

/** The first message of each field, keyed by the issue's path joined with dots. */
function firstMessages(error: z.ZodError, rename: Record<string, string> = {}): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    const field = rename[path] ?? path;
    errors[field] ??= issue.message;
  }
  return errors;
}

function validate(schema: z.ZodType, input: unknown, rename?: Record<string, string>): FieldErrors {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : firstMessages(parsed.error, rename);
}

const loginForm = z.object({ email: emailSchema, password: requiredSchema });
export const validateLogin = (values: Values) => validate(loginForm, values);

const namesAndEmail = z.object({ email: emailSchema, firstname: nameSchema(2), lastname: nameSchema(2) });
export const validateProfile = (values: Values) => validate(namesAndEmail, values);

/** Register: names, e-mail, password rules and the repeated password. */
export function validateRegister(values: Values): FieldErrors {
  return {
    ...validate(namesAndEmail, values),
    ...validate(passwordConfirmationSchema, { password: values.password, confirmation: values.confirmation ?? '' }),
  };
}

export const validateForgotPassword = (values: Values) => validate(z.object({ email: emailSchema }), values);

/** A new password and its repetition (create-password page). */
export const validateNewPassword = (values: Values) =>
  validate(passwordConfirmationSchema, { password: values.password, confirmation: values.confirmation ?? '' });

/** Change password: the current one is required, the new one follows the password rules. */
export function validatePasswordChange(values: Values): FieldErrors {
  return {
    ...validate(z.object({ currentPassword: requiredSchema }), values),
    ...validateNewPassword(values),
  };
}

export const ADDRESS_FIELDS = ['firstname', 'lastname', 'street', 'apartment', 'city', 'postcode', 'country_id', 'region_id', 'telephone'] as const;

/**
 * The address form has street name and house number (the two street lines checkout reads) and, for countries with
 * regions, a region chosen by id: all required, as at checkout.
 */
export function validateAddressForm(values: Values): FieldErrors {
  const errors = validate(addressSchema, { ...values, region_id: undefined, street: [values.street ?? '', values.apartment ?? ''] }, { 'street.0': 'street' });
  if (!values.apartment?.trim()) errors.apartment ??= validationMessages.required;
  if (regionsOf(values.country_id ?? '').length > 0 && !values.region_id) errors.region_id ??= validationMessages.required;
  return errors;
}

/** The field to focus: the first of the form's order that has an error. */
export function firstInvalidField(order: readonly string[], errors: FieldErrors): string | undefined {
  return order.find((field) => errors[field]);
}
