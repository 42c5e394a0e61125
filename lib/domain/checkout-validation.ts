/** Spec §5 messages on the checkout steps: each step's fields in screen order, the first message of each field. */
import type * as z from 'zod/mini';
import { validateAddressForm, type AddressFormValues } from './address-form';
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
  type FieldErrors,
} from './validation-messages';

export const checkoutSteps = ['personal', 'shipping', 'payment', 'review'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];


type Rule = readonly [field: string, check: () => string | null];

function collect(rules: readonly Rule[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, check] of rules) {
    const message = check();
    if (message) errors[field] = message;
  }
  return errors;
}

const check = (schema: z.ZodMiniType, value: unknown) => () => firstValidationError(schema, value);

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

/** The checkout does not ask for a region (see validateAddressForm). */
const checkoutAddressErrors = (address: AddressFormValues) => validateAddressForm(address, { regionRequired: false });

export function validateShippingDetails(details: CheckoutDetails['shippingDetails'], { needsShippingMethod }: { needsShippingMethod: boolean }): FieldErrors {
  const method = needsShippingMethod ? collect([['shippingMethod', check(requiredSchema, details.shippingMethod)]]) : {};
  return { ...checkoutAddressErrors(details), ...method };
}

export function validatePaymentDetails(details: CheckoutDetails['paymentDetails']): FieldErrors {
  const address = details.sameAsShipping ? {} : checkoutAddressErrors(details);
  return {
    ...address,
    ...collect([
      ['taxId', check(taxIdSchema, details.taxId)],
      ['paymentMethod', check(requiredSchema, details.paymentMethod)],
    ]),
  };
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
