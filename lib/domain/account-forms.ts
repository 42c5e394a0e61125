/** Spec §5 form messages for the account forms: each validator answers field → first message (empty when valid). */
import * as z from 'zod/mini';
import { emailSchema, fieldErrorsOf, nameSchema, passwordConfirmationSchema, requiredSchema, type FieldErrors } from './validation-messages';

type Values = Record<string, string | undefined>;

const loginForm = z.object({ email: emailSchema, password: requiredSchema });
export const validateLogin = (values: Values) => fieldErrorsOf(loginForm, values);

const namesAndEmail = z.object({ email: emailSchema, firstname: nameSchema(2), lastname: nameSchema(2) });
export const validateProfile = (values: Values) => fieldErrorsOf(namesAndEmail, values);

/** Register: names, e-mail, password rules and the repeated password. */
export function validateRegister(values: Values): FieldErrors {
  return {
    ...fieldErrorsOf(namesAndEmail, values),
    ...fieldErrorsOf(passwordConfirmationSchema, { password: values.password, confirmation: values.confirmation ?? '' }),
  };
}

export const validateForgotPassword = (values: Values) => fieldErrorsOf(z.object({ email: emailSchema }), values);

/** A new password and its repetition (create-password page). */
export const validateNewPassword = (values: Values) =>
  fieldErrorsOf(passwordConfirmationSchema, { password: values.password, confirmation: values.confirmation ?? '' });

/** Change password: the current one is required, the new one follows the password rules. */
export function validatePasswordChange(values: Values): FieldErrors {
  return {
    ...fieldErrorsOf(z.object({ currentPassword: requiredSchema }), values),
    ...validateNewPassword(values),
  };
}

/** The field to focus: the first of the form's order that has an error. */
export function firstInvalidField(order: readonly string[], errors: FieldErrors): string | undefined {
  return order.find((field) => errors[field]);
}
