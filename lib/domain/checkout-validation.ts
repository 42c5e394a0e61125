/** Spec §5 messages on the checkout steps: each step's fields in screen order, the first message of each field. */
import { z } from 'zod';
import type { CheckoutDetails } from './checkout-state';
import {
  acceptTermsSchema,
  emailSchema,
  firstValidationError,
  nameSchema,
  passwordSchema,
  requiredSchema,
  taxIdSchema,
  validationMessages,
  zipSchema,
} from './validation-messages';

export const checkoutSteps = ['personal', 'shipping', 'payment', 'review'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

/** Field name → message; only invalid fields are present. */
export type FieldErrors = Record<string, string>;

type Rule = readonly [field: string, check: () => string | null];

function collect(rules: readonly Rule[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, check] of rules) {
    const message = check();
    if (message) errors[field] = message;
  }
  return errors;
}

const check = (schema: z.ZodType, value: unknown) => () => firstValidationError(schema, value);

function addressRules(address: CheckoutDetails['shippingDetails'] | CheckoutDetails['paymentDetails']): Rule[] {
  return [
    ['firstName', check(nameSchema(2), address.firstName)],
    ['lastName', check(nameSchema(2), address.lastName)],
    ['streetAddress', check(requiredSchema, address.streetAddress)],
    ['apartmentNumber', check(requiredSchema, address.apartmentNumber)],
    ['city', check(requiredSchema, address.city)],
    ['zipCode', check(zipSchema, address.zipCode)],
    ['country', check(requiredSchema, address.country)],
  ];
}

export function validatePersonalDetails(details: CheckoutDetails['personalDetails']): FieldErrors {
  const rules: Rule[] = [
    ['firstName', check(nameSchema(2), details.firstName)],
    ['lastName', check(nameSchema(2), details.lastName)],
    ['emailAddress', check(emailSchema, details.emailAddress)],
  ];
  if (details.createAccount) {
    rules.push(['password', check(passwordSchema, details.password)]);
    rules.push([
      'passwordConfirmation',
      () =>
        details.passwordConfirmation === ''
          ? validationMessages.required
          : details.passwordConfirmation !== details.password
            ? validationMessages.passwordsIdentical
            : null,
    ]);
  }
  return collect(rules);
}

export function validateShippingDetails(details: CheckoutDetails['shippingDetails'], { needsShippingMethod }: { needsShippingMethod: boolean }): FieldErrors {
  const rules = addressRules(details);
  if (needsShippingMethod) rules.push(['shippingMethod', check(requiredSchema, details.shippingMethod)]);
  return collect(rules);
}

export function validatePaymentDetails(details: CheckoutDetails['paymentDetails']): FieldErrors {
  const rules: Rule[] = details.sameAsShipping ? [] : addressRules(details);
  rules.push(['taxId', check(taxIdSchema, details.taxId)]);
  rules.push(['paymentMethod', check(requiredSchema, details.paymentMethod)]);
  return collect(rules);
}

export function validateReview(termsAccepted: boolean): FieldErrors {
  return collect([['termsAccepted', check(acceptTermsSchema, termsAccepted)]]);
}

export function validateStep(step: CheckoutStep, details: CheckoutDetails, options: { needsShippingMethod: boolean }): FieldErrors {
  switch (step) {
    case 'personal':
      return validatePersonalDetails(details.personalDetails);
    case 'shipping':
      return validateShippingDetails(details.shippingDetails, options);
    case 'payment':
      return validatePaymentDetails(details.paymentDetails);
    case 'review':
      return validateReview(details.termsAccepted);
  }
}

/** The first step with an error, or null when the whole checkout is valid. */
export function firstInvalidStep(details: CheckoutDetails, options: { needsShippingMethod: boolean }): CheckoutStep | null {
  return checkoutSteps.find((step) => Object.keys(validateStep(step, details, options)).length > 0) ?? null;
}
