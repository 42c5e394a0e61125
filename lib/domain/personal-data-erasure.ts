/**
 * GDPR article 17 (issue 42, ADR 0054): what an erased person's orders keep. An order stays for accounting (lines,
 * totals, tax, dates, the country that decided the tax) but every field that names or reaches the person is replaced
 * by one marker.
 */
export const ERASED_MARKER = '[erased]';
/** The order's e-mail after the erasure: a reserved domain (RFC 2606), never a mailbox, the same for every order. */
export const ERASED_EMAIL = 'erased@anonymised.invalid';

/** The address fields an erased order keeps: where the tax was due, nothing that finds a person. */
const KEPT_ADDRESS_FIELDS = ['country_id', 'region_code', 'region_id'] as const;

/** An order address without the person: the marker in the name, street, city, postcode and phone; only the tax region kept. */
export function anonymisedAddress(address: Record<string, unknown>): Record<string, unknown> {
  const kept = Object.fromEntries(KEPT_ADDRESS_FIELDS.filter((field) => address[field] != null).map((field) => [field, address[field]]));
  return { ...kept, firstname: ERASED_MARKER, lastname: ERASED_MARKER, street: [ERASED_MARKER], city: ERASED_MARKER, postcode: ERASED_MARKER, telephone: ERASED_MARKER };
}

/** The e-mail as the shop stores it (customers, orders and subscriptions keep it lower-cased). */
export const normalisedEmail = (email: string) => email.trim().toLowerCase();

/** The erase form's confirmation: the e-mail typed again, the same address whatever its case and spaces. */
export const confirmsErasure = (email: string, typed: string) => normalisedEmail(typed) !== '' && normalisedEmail(email) === normalisedEmail(typed);
