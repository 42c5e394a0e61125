import { BAD_CONTENT_TYPE, WRONG_FORMAT } from './api-errors';

/**
 * A failed account call as the shopper reads it (ADR 0010's texts in the store's language): the API answers in English,
 * as vue-storefront-api does, and the storefront shows its own translated text for the failures a shopper can act on.
 * Any other failure keeps the server's message.
 */

/** The API's answer to a registration (or e-mail change) with an e-mail another customer has. */
export const DUPLICATE_EMAIL_MESSAGE = 'A customer with the same email already exists in an associated website.';

/** The API's answer to a new password whose reset token is wrong or expired. */
export const RESET_LINK_EXPIRED_MESSAGE = 'The password token is mismatched or expired. Ask for a new reset link.';

/** The API's answer to a password change whose current password is wrong. */
export const WRONG_PASSWORD_MESSAGE = "The password doesn't match this account. Verify the password and try again.";

/** A call that did not reach the shop (`offline`), or that the shop or a proxy in front of it could not answer. */
export type UnreachableText = 'offline' | 'unavailable';

export function unreachableText(failure: { code: number; message: string }): UnreachableText | null {
  if (failure.code === 0) return 'offline';
  if (failure.code >= 500 || failure.message === BAD_CONTENT_TYPE || failure.message === WRONG_FORMAT) return 'unavailable';
  return null;
}

export type AccountFailureText = 'loginFailed' | 'tooManyAttempts' | 'emailTaken' | UnreachableText;

/** A failed login or registration (where 401 means a wrong e-mail or password). */
export function accountFailureText(failure: { code: number; message: string }): AccountFailureText | null {
  const unreachable = unreachableText(failure);
  if (unreachable) return unreachable;
  if (failure.code === 401) return 'loginFailed';
  if (failure.code === 429) return 'tooManyAttempts';
  if (failure.code === 400 && failure.message === DUPLICATE_EMAIL_MESSAGE) return 'emailTaken';
  return null;
}
