/**
 * The postal address family (spec §3 Address payload, shipping-method lookup address): the zod schemas the API checks
 * with the spec's messages, and the types derived from them that the client builds (lib/domain/address-form.ts).
 */
import { z } from 'zod';
import { emailSchema, nameSchema, requiredSchema, validationMessages, zipSchema } from './validation-messages';

const optionalText = (max = 255) => z.string().trim().max(max).nullish();

const countryId = z
  .string({ error: validationMessages.required })
  .trim()
  .regex(/^[A-Za-z]{2}$/, { error: 'Country must be a two-letter ISO code.' })
  .transform((value) => value.toUpperCase());

const regionId = z.union([z.number().int().min(0).max(1_000_000), z.string().regex(/^\d{1,7}$/).transform(Number)]).nullish();

/** Magento sends region as a text or as {region, region_code, region_id}. */
const region = z
  .union([
    z.string().trim().max(255),
    z.object({ region: optionalText(), region_code: optionalText(20), region_id: regionId }),
  ])
  .nullish();

const streetLine = z.string().trim().max(255);

const street = z
  .array(streetLine, { error: validationMessages.required })
  .min(1, { error: validationMessages.required })
  .max(4)
  .refine((lines) => (lines[0] ?? '') !== '', { error: validationMessages.required });

/** One rule per postal field, shared by the API's payload schema and the address form (address-form.ts). */
export const addressFieldSchemas = {
  name: nameSchema(2),
  streetLine: requiredSchema.pipe(streetLine),
  city: requiredSchema.pipe(z.string().max(255)),
  postcode: zipSchema.pipe(z.string().max(20)),
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
  email: z.preprocess((value) => (value === '' ? undefined : value), emailSchema.optional()),
});
export type PostalAddress = z.output<typeof addressSchema>;

const customerAddressId = z.union([z.number().int().positive().max(2_147_483_647), z.string().regex(/^\d{1,9}$/).transform(Number)]);

/** A customer's address: the postal fields plus id (for updates) and the default flags. */
export const customerAddressSchema = addressSchema.extend({
  id: customerAddressId.nullish(),
  default_shipping: z.boolean().nullish(),
  default_billing: z.boolean().nullish(),
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
  street: z.array(z.string().max(255).nullable()).max(4).nullish(),
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
export const lookupAddressSchema = z.preprocess(withSnakeCaseAddressKeys, lookupAddressObject);
/** The same, keeping the other fields of the address (names, telephone…) as sent. */
export const looseLookupAddressSchema = z.preprocess(withSnakeCaseAddressKeys, lookupAddressObject.loose());
export type LookupAddress = z.infer<typeof lookupAddressObject>;

export interface Destination {
  countryId: string;
  regionId: number | null;
  regionCode: string | null;
}

/** Where tax is due: the address's country and region (a two-letter region text counts as a region code). */
export function destinationOf(address: Partial<LookupAddress> | null | undefined, fallback: { country: string; region: string }): Destination {
  if (!address?.country_id) return { countryId: fallback.country, regionId: null, regionCode: fallback.region || null };
  const regionObject = address.region && typeof address.region === 'object' ? address.region : null;
  const regionText = typeof address.region === 'string' ? address.region.trim() : '';
  const regionIdValue = address.region_id || regionObject?.region_id || null;
  const regionCode = address.region_code || regionObject?.region_code || (/^[A-Za-z]{2,3}$/.test(regionText) ? regionText.toUpperCase() : null);
  return { countryId: address.country_id, regionId: regionIdValue ? Number(regionIdValue) : null, regionCode: regionCode || null };
}
