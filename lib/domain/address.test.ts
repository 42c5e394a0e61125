import { addressSchema, destinationOf, looseLookupAddressSchema, lookupAddressSchema } from './address';

const valid = { firstname: 'Piotr', lastname: 'Karwatka', street: ['Lekcyjna', '13'], city: 'Wrocław', postcode: '51-169', country_id: 'pl' };

describe('addressSchema', () => {
  it('accepts a VSF address and normalises the country', () => {
    expect(addressSchema.parse({ ...valid, telephone: '', email: '' })).toMatchObject({ country_id: 'PL', street: ['Lekcyjna', '13'] });
  });
  it('reports the spec messages for missing or short fields', () => {
    const result = addressSchema.safeParse({ ...valid, firstname: 'P', street: [], postcode: '12', city: '' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toMatchObject({
      firstname: 'Name must have at least 2 letters.',
      street: 'Field is required',
      postcode: 'Zip-code must have at least 3 letters.',
      city: 'Field is required',
    });
  });
  it('rejects a bad e-mail and a country that is not a code', () => {
    expect(addressSchema.safeParse({ ...valid, email: 'nope' }).error?.issues[0]?.message).toBe('Please provide valid e-mail address.');
    expect(addressSchema.safeParse({ ...valid, country_id: 'Poland' }).success).toBe(false);
  });
});

describe('destinationOf', () => {
  const fallback = { country: 'US', region: 'CA' };
  it('falls back to the store default without an address', () => {
    expect(destinationOf(null, fallback)).toEqual({ countryId: 'US', regionId: null, regionCode: 'CA' });
  });
  it('reads region id, region code, region object or a two-letter region text', () => {
    expect(destinationOf({ country_id: 'US', region_id: 43 }, fallback)).toMatchObject({ regionId: 43 });
    expect(destinationOf({ country_id: 'US', region: { region_code: 'NY' } }, fallback)).toMatchObject({ regionCode: 'NY' });
    expect(destinationOf({ country_id: 'US', region: 'ca', region_id: 0, region_code: '' }, fallback)).toEqual({ countryId: 'US', regionId: null, regionCode: 'CA' });
    expect(destinationOf({ country_id: 'PL', region: 'dolnośląskie' }, fallback)).toEqual({ countryId: 'PL', regionId: null, regionCode: null });
  });

  it("the store's own country without a region is taxed at the default destination, like no address at all", () => {
    expect(destinationOf({ country_id: 'US', region: '', region_id: null }, fallback)).toEqual(destinationOf(null, fallback));
    expect(destinationOf({ country_id: 'DE' }, fallback)).toEqual({ countryId: 'DE', regionId: null, regionCode: null });
  });
});

describe('lookupAddressSchema', () => {
  it("accepts Vue Storefront 1's first estimate: a country and an empty form", () => {
    const estimate = { region: '', region_id: 0, country_id: 'US', street: [null, null], postcode: '', city: '', region_code: '' };
    expect(lookupAddressSchema.parse(estimate)).toMatchObject({ country_id: 'US', street: [null, null] });
  });
  it('needs the country, in either spelling', () => {
    expect(lookupAddressSchema.safeParse({ street: ['x'] }).success).toBe(false);
    expect(lookupAddressSchema.parse({ countryId: 'pl' })).toEqual({ country_id: 'PL' });
    const shipping = looseLookupAddressSchema.parse({ countryId: 'PL', regionId: 3, firstname: 'Ann', street: ['Main 1'] });
    expect(shipping).toEqual({ country_id: 'PL', region_id: 3, firstname: 'Ann', street: ['Main 1'] });
  });
  it('keeps country_id when both spellings are sent', () => {
    expect(lookupAddressSchema.parse({ country_id: 'DE', countryId: 'PL' })).toEqual({ country_id: 'DE' });
  });
});
