/**
 * The one address form, shown by the account (saved addresses) and the checkout (shipping and billing): the values a
 * shopper types (spec §3 Checkout's address fields), their spec §5 messages, and the payloads built from them.
 */
import * as z from 'zod/mini';
import { addressFieldSchemas, type CustomerAddress, type LookupAddress, type PostalAddress } from './address';
import { regionsOf } from './checkout-countries';
import { fieldErrorsOf, requiredSchema, validationMessages, type FieldErrors } from './validation-messages';

export interface AddressFormValues {
  firstName: string;
  lastName: string;
  country: string;
  streetAddress: string;
  apartmentNumber: string;
  city: string;
  /** The region's name: chosen from the list of a country that has regions (region_id set), else typed. */
  state: string;
  region_id: number | null;
  zipCode: string;
  phoneNumber: string;
}

/** The fields in screen order: errors come in this order, so the first one is the field to focus. */
const ADDRESS_FORM_FIELDS = ['firstName', 'lastName', 'streetAddress', 'apartmentNumber', 'city', 'zipCode', 'country', 'state', 'phoneNumber'] as const;

export function emptyAddressForm(country: string): AddressFormValues {
  return { firstName: '', lastName: '', country, streetAddress: '', apartmentNumber: '', city: '', state: '', region_id: null, zipCode: '', phoneNumber: '' };
}

/** The rules of the API's address payload (lib/domain/address.ts), field by field; both street lines are asked for. */
const addressFormSchema = z.object({
  firstName: addressFieldSchemas.name,
  lastName: addressFieldSchemas.name,
  streetAddress: addressFieldSchemas.streetLine,
  apartmentNumber: addressFieldSchemas.streetLine,
  city: addressFieldSchemas.city,
  zipCode: addressFieldSchemas.postcode,
  country: z.pipe(requiredSchema, addressFieldSchemas.countryId),
  state: addressFieldSchemas.regionText,
  phoneNumber: addressFieldSchemas.telephone,
});

/**
 * Each field's first message, in screen order. `regionRequired`: a country with regions needs one chosen (the
 * account's saved addresses); the checkout does not ask, tax then falls back to the store's default region.
 */
export function validateAddressForm(values: AddressFormValues, { regionRequired }: { regionRequired: boolean }): FieldErrors {
  const found = fieldErrorsOf(addressFormSchema, values);
  if (regionRequired && values.region_id === null && regionsOf(values.country).length > 0) found.state ??= validationMessages.required;
  const errors: FieldErrors = {};
  for (const field of ADDRESS_FORM_FIELDS) if (found[field]) errors[field] = found[field];
  return errors;
}

/** The form's region after choosing an entry of the country's list by id ('' chooses none). */
export function chosenRegion(country: string, regionId: string): Pick<AddressFormValues, 'state' | 'region_id'> {
  const region = regionsOf(country).find((entry) => String(entry.id) === regionId);
  return { state: region?.name ?? '', region_id: region?.id ?? null };
}

/** The region id an address carries (top level or inside the region object). */
export function regionIdOf(address: Pick<CustomerAddress, 'region_id' | 'region'>): number | null {
  if (typeof address.region_id === 'number') return address.region_id;
  const nested = typeof address.region === 'object' ? address.region?.region_id : null;
  return typeof nested === 'number' ? nested : null;
}

function regionText(address: Pick<CustomerAddress, 'region'>): string {
  if (typeof address.region === 'string') return address.region;
  return address.region?.region ?? '';
}

/** The form filled from a saved address (missing fields empty, the country `country` when it has none). */
export function addressFormOf(address: Partial<CustomerAddress>, country: string): AddressFormValues {
  return {
    firstName: address.firstname ?? '',
    lastName: address.lastname ?? '',
    country: address.country_id ?? country,
    streetAddress: address.street?.[0] ?? '',
    apartmentNumber: address.street?.[1] ?? '',
    city: address.city ?? '',
    state: regionText(address),
    region_id: regionIdOf(address),
    zipCode: address.postcode ?? '',
    phoneNumber: address.telephone ?? '',
  };
}

function postalFields(values: AddressFormValues) {
  return {
    firstname: values.firstName.trim(),
    lastname: values.lastName.trim(),
    street: [values.streetAddress.trim(), values.apartmentNumber.trim()],
    city: values.city.trim(),
    postcode: values.zipCode.trim(),
    country_id: values.country,
  };
}

/** The region as Magento keeps it on a customer address: {region, region_code, region_id} with id and code beside it. */
function customerRegion(values: AddressFormValues): Pick<CustomerAddress, 'region' | 'region_id' | 'region_code'> {
  const listed = regionsOf(values.country).find((region) => region.id === values.region_id);
  if (listed) return { region: { region: listed.name, region_code: listed.code, region_id: listed.id }, region_id: listed.id, region_code: listed.code };
  const typed = values.state.trim();
  return { region: typed ? { region: typed, region_code: null, region_id: null } : null, region_id: null, region_code: null };
}

/** A customer's saved address (POST /api/user/me); an edited address keeps its default flags. */
export function customerAddressOf(values: AddressFormValues, previous?: Pick<CustomerAddress, 'default_shipping' | 'default_billing'>): CustomerAddress {
  return {
    ...postalFields(values),
    ...customerRegion(values),
    telephone: values.phoneNumber.trim() || null,
    default_shipping: previous?.default_shipping ?? false,
    default_billing: previous?.default_billing ?? false,
  };
}

/** An order's address (VSF testOrderAnon.json): the region by name and id, the contact fields always present. */
export function orderAddressOf(values: AddressFormValues, contact: { email: string; company?: string; vatId?: string }): PostalAddress {
  return {
    ...postalFields(values),
    region: values.state.trim(),
    region_id: values.region_id,
    telephone: values.phoneNumber.trim(),
    company: contact.company ?? '',
    vat_id: contact.vatId ?? '',
    email: contact.email,
  };
}

/** The address of a shipping-method or totals lookup (spec §3 Shipping-method lookup address). */
export function lookupAddressOf(values: AddressFormValues): LookupAddress {
  return {
    country_id: values.country,
    region: values.state,
    region_id: values.region_id,
    postcode: values.zipCode,
    city: values.city,
    street: [values.streetAddress, values.apartmentNumber],
  };
}

/** A one-line address for lists ("Main Street 1, 12345 Springfield, US"). */
export function formatAddress(address: Pick<CustomerAddress, 'street' | 'postcode' | 'city' | 'country_id'>): string {
  return `${address.street.filter(Boolean).join(' ')}, ${address.postcode} ${address.city}, ${address.country_id}`;
}
