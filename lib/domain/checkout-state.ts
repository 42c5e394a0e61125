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

/**
 * Details after the profile changed (My account, another device) or was read again at the session's start: a field
 * the shopper left empty, or that still holds what the previous profile put there, takes the new profile's value;
 * what the shopper typed stays. Without a previous profile only empty fields are filled.
 */
export function refreshFromProfile(details: CheckoutDetails, previous: CheckoutProfile | null, next: CheckoutProfile): CheckoutDetails {
  const empty = emptyCheckoutDetails(details.shippingDetails.country);
  const fromPrevious = previous ? prefillDetails(empty, previous) : empty;
  const fromNext = prefillDetails(empty, next);
  function section<K extends 'personalDetails' | 'shippingDetails' | 'paymentDetails'>(key: K): CheckoutDetails[K] {
    const current = details[key] as unknown as Record<string, unknown>;
    const before = fromPrevious[key] as unknown as Record<string, unknown>;
    const merged = { ...current };
    for (const [field, value] of Object.entries(fromNext[key])) {
      if (typeof value === 'string' && (current[field] === '' || current[field] === before[field])) merged[field] = value;
    }
    return merged as unknown as CheckoutDetails[K];
  }
  return { ...details, personalDetails: section('personalDetails'), shippingDetails: section('shippingDetails'), paymentDetails: section('paymentDetails') };
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
