/** Spec §3 Checkout entity and §4 Checkout state: the details a shopper types, and how long they are kept. */
import type { CustomerAddress } from './address';
import { addressFormOf, emptyAddressForm, type AddressFormValues } from './address-form';

export interface PersonalDetails {
  firstName: string;
  lastName: string;
  emailAddress: string;
  password: string;
  passwordConfirmation: string;
  createAccount: boolean;
}

export interface ShippingDetails extends AddressFormValues {
  /** `${carrier_code}:${method_code}`, empty until one is chosen or preselected. */
  shippingMethod: string;
}

export interface PaymentDetails extends AddressFormValues {
  company: string;
  taxId: string;
  paymentMethod: string;
  paymentMethodAdditional: Record<string, unknown>;
  /** The billing address is the shipping address. */
  sameAsShipping: boolean;
}

export interface CheckoutDetails {
  personalDetails: PersonalDetails;
  shippingDetails: ShippingDetails;
  paymentDetails: PaymentDetails;
  termsAccepted: boolean;
}

/** Spec §4: the shopper counts as in checkout (details restored) while the last change is at most 30 minutes old. */
export const CHECKOUT_STATE_TTL_MS = 1_800_000;

export function emptyCheckoutDetails(country: string): CheckoutDetails {
  const address = emptyAddressForm(country);
  return {
    personalDetails: { firstName: '', lastName: '', emailAddress: '', password: '', passwordConfirmation: '', createAccount: false },
    shippingDetails: { ...address, shippingMethod: '' },
    paymentDetails: { ...address, company: '', taxId: '', paymentMethod: '', paymentMethodAdditional: {}, sameAsShipping: true },
    termsAccepted: false,
  };
}

export function isCheckoutStateFresh(modifiedAt: number | null | undefined, now: number): boolean {
  if (typeof modifiedAt !== 'number' || !Number.isFinite(modifiedAt)) return false;
  const age = now - modifiedAt;
  return age >= 0 && age <= CHECKOUT_STATE_TTL_MS;
}

/** Stored details come back only inside the window; passwords are never restored. */
export function restoreCheckoutDetails(stored: Partial<CheckoutDetails> | null | undefined, modifiedAt: number | null | undefined, now: number, country: string): CheckoutDetails {
  const empty = emptyCheckoutDetails(country);
  if (!stored || !isCheckoutStateFresh(modifiedAt, now)) return empty;
  return {
    personalDetails: { ...empty.personalDetails, ...stored.personalDetails, password: '', passwordConfirmation: '' },
    shippingDetails: { ...empty.shippingDetails, ...stored.shippingDetails },
    paymentDetails: { ...empty.paymentDetails, ...stored.paymentDetails },
    termsAccepted: false,
  };
}

/** What the account part hands over after login (spec §4: personal details and default address prefilled). */
export interface CheckoutProfile {
  firstname: string;
  lastname: string;
  email: string;
  addresses?: readonly Partial<CustomerAddress>[] | null;
  default_shipping?: string | number | null;
  default_billing?: string | number | null;
}

function pickAddress(profile: CheckoutProfile, kind: 'shipping' | 'billing'): Partial<CustomerAddress> | undefined {
  const addresses = profile.addresses ?? [];
  const defaultId = kind === 'shipping' ? profile.default_shipping : profile.default_billing;
  return (
    addresses.find((address) => (kind === 'shipping' ? address.default_shipping : address.default_billing)) ??
    addresses.find((address) => defaultId != null && String(address.id) === String(defaultId)) ??
    (kind === 'shipping' ? addresses[0] : undefined)
  );
}

/** Details after login: names and e-mail from the profile, the default shipping (and billing) address; typed choices stay. */
export function prefillDetails(details: CheckoutDetails, profile: CheckoutProfile): CheckoutDetails {
  const shipping = pickAddress(profile, 'shipping');
  const billing = pickAddress(profile, 'billing');
  return {
    ...details,
    personalDetails: {
      ...details.personalDetails,
      firstName: profile.firstname,
      lastName: profile.lastname,
      emailAddress: profile.email,
      password: '',
      passwordConfirmation: '',
      createAccount: false,
    },
    shippingDetails: shipping ? { ...details.shippingDetails, ...addressFormOf(shipping, details.shippingDetails.country) } : details.shippingDetails,
    paymentDetails: billing
      ? { ...details.paymentDetails, ...addressFormOf(billing, details.paymentDetails.country), company: billing.company ?? '', taxId: billing.vat_id ?? '', sameAsShipping: false }
      : details.paymentDetails,
  };
}
