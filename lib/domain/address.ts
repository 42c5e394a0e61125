/**
 * The postal address family (spec §3 Address payload, shipping-method lookup address): the zod schemas the API checks
 * with the spec's messages, and the types derived from them that the client builds (lib/domain/address-form.ts).
 */
import * as z from 'zod/mini';
import { emailSchema, nameSchema, requiredSchema, validationMessages, zipSchema } from './validation-messages';

/** Trimmed text of at most max characters. */
const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const optionalText = (max = 255) => z.nullish(text(max));
/** An id sent as a number or as a text of digits. */
const numericId = (number: z.ZodMiniNumber<number>, digits: RegExp) =>
  z.union([number, z.pipe(z.string().check(z.regex(digits)), z.transform((value: string) => Number(value)))]);
/** classic zod's z.preprocess: fn prepares the value, then schema checks it. */
const preprocess = <T extends z.core.$ZodType>(fn: (value: unknown) => unknown, schema: T) => z.pipe(z.transform(fn), schema);

const countryId = z.pipe(
  z
    .string({ error: validationMessages.required })
    .check(z.trim(), z.regex(/^[A-Za-z]{2}$/, { error: 'Country must be a two-letter ISO code.' })),
  z.transform((value: string) => value.toUpperCase()),
);

const regionId = z.nullish(numericId(z.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)), /^\d{1,7}$/));

/** Magento sends region as a text or as {region, region_code, region_id}. */
const region = z.nullish(z.union([text(255), z.object({ region: optionalText(), region_code: optionalText(20), region_id: regionId })]));

const streetLine = text(255);

const street = z
  .array(streetLine, { error: validationMessages.required })
  .check(
    z.minLength(1, { error: validationMessages.required }),
    z.maxLength(4),
    z.refine((lines) => (lines[0] ?? '') !== '', { error: validationMessages.required }),
  );

/** One rule per postal field, shared by the API's payload schema and the address form (address-form.ts). */
export const addressFieldSchemas = {
  name: nameSchema(2),
  streetLine: z.pipe(requiredSchema, streetLine),
  city: z.pipe(requiredSchema, z.string().check(z.maxLength(255))),
  postcode: z.pipe(zipSchema, z.string().check(z.maxLength(20))),
  countryId,
  regionText: optionalText(),
  telephone: optionalText(50),
};

/** A postal address as VSF sends it on orders and customer profiles. */
export const addressSchema = z.object({
  firstname: addressFieldSchemas.name,
  lastname: addressFieldSchemas.name,
  street,
  city: addressFieldSchemas.city,
  postcode: addressFieldSchemas.postcode,
  country_id: countryId,
  region,
  region_id: regionId,
  region_code: optionalText(20),
  telephone: addressFieldSchemas.telephone,
  company: optionalText(),
  vat_id: optionalText(50),
  email: preprocess((value) => (value === '' ? undefined : value), z.optional(emailSchema)),
});
export type PostalAddress = z.output<typeof addressSchema>;

const customerAddressId = numericId(z.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)), /^\d{1,9}$/);

/** A customer's address: the postal fields plus id (for updates) and the default flags. */
export const customerAddressSchema = z.extend(addressSchema, {
  id: z.nullish(customerAddressId),
  default_shipping: z.nullish(z.boolean()),
  default_billing: z.nullish(z.boolean()),
});
export type CustomerAddress = z.output<typeof customerAddressSchema>;

const lookupAddressObject = z.object({
  country_id: countryId,
  region,
  region_id: regionId,
  region_code: optionalText(20),
  postcode: optionalText(20),
  city: optionalText(),
  // Vue Storefront 1 estimates with the empty form: street [null, null].
  street: z.nullish(z.array(z.nullable(z.string().check(z.maxLength(255)))).check(z.maxLength(4))),
});

const CAMEL_CASE_KEYS = { countryId: 'country_id', regionId: 'region_id', regionCode: 'region_code', vatId: 'vat_id' } as const;

/** Vue Storefront 1 writes `countryId`, `regionId`… in its checkout calls: both spellings mean the same field. */
function withSnakeCaseAddressKeys(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const address: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [camel, snake] of Object.entries(CAMEL_CASE_KEYS)) {
    if (camel in address) {
      if (address[snake] === undefined || address[snake] === null || address[snake] === '') address[snake] = address[camel];
      delete address[camel];
    }
  }
  return address;
}

/** The address of a shipping-method lookup: only the country is needed; the other fields may be empty. */
export const lookupAddressSchema = preprocess(withSnakeCaseAddressKeys, lookupAddressObject);
/** The same, keeping the other fields of the address (names, telephone…) as sent. */
export const looseLookupAddressSchema = preprocess(withSnakeCaseAddressKeys, z.looseObject(lookupAddressObject.shape));
export type LookupAddress = z.infer<typeof lookupAddressObject>;

export interface Destination {
  countryId: string;
  regionId: number | null;
  regionCode: string | null;
}

/**
 * Where tax is due: the address's country and region (a two-letter region text counts as a region code). As far as
 * the address does not tell (none yet, or the store's own country without a region chosen) the store's default
 * destination applies, as Magento's default tax destination does: the mini-cart before checkout and the checkout
 * before a region is chosen then show the same tax for the same cart (issue 46).
 */
export function destinationOf(address: Partial<LookupAddress> | null | undefined, fallback: { country: string; region: string }): Destination {
  const byDefault: Destination = { countryId: fallback.country, regionId: null, regionCode: fallback.region || null };
  if (!address?.country_id) return byDefault;
  const regionObject = address.region && typeof address.region === 'object' ? address.region : null;
  const regionText = typeof address.region === 'string' ? address.region.trim() : '';
  const regionIdValue = address.region_id || regionObject?.region_id || null;
  const regionCode = address.region_code || regionObject?.region_code || (/^[A-Za-z]{2,3}$/.test(regionText) ? regionText.toUpperCase() : null);
  const regionKnown = Boolean(regionIdValue || regionCode || regionText);
  if (!regionKnown && address.country_id.toUpperCase() === fallback.country.toUpperCase()) return byDefault;
  return { countryId: address.country_id, regionId: regionIdValue ? Number(regionIdValue) : null, regionCode: regionCode || null };
}
