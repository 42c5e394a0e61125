import { addressSchema, customerAddressSchema } from './address';
import {
  addressFormOf,
  chosenRegion,
  customerAddressOf,
  emptyAddressForm,
  formatAddress,
  lookupAddressOf,
  orderAddressOf,
  regionIdOf,
  validateAddressForm,
  type AddressFormValues,
} from './address-form';

const seattle: AddressFormValues = {
  ...emptyAddressForm('US'),
  firstName: 'Jane',
  lastName: 'Doe',
  streetAddress: 'Main Street',
  apartmentNumber: '1',
  city: 'Seattle',
  zipCode: '98101',
  state: 'Washington',
  region_id: 62,
};

describe('address form validation (spec §5 messages)', () => {
  it('reports street, house number, zip code and the region of a country that has regions', () => {
    const errors = validateAddressForm({ ...seattle, streetAddress: '', apartmentNumber: '', city: 'Springfield', zipCode: '12', state: '', region_id: null }, { regionRequired: true });
    expect(errors).toEqual({ streetAddress: 'Field is required', apartmentNumber: 'Field is required', zipCode: 'Zip-code must have at least 3 letters.', state: 'Field is required' });
    expect(validateAddressForm(seattle, { regionRequired: true })).toEqual({});
    expect(validateAddressForm({ ...seattle, country: 'DE', city: 'Berlin', zipCode: '10115', state: '', region_id: null }, { regionRequired: true })).toEqual({});
  });

  it('lists the messages in screen order, so the first is the field to focus', () => {
    const errors = validateAddressForm({ ...emptyAddressForm(''), zipCode: '12', firstName: 'J' }, { regionRequired: false });
    expect(Object.keys(errors)).toEqual(['firstName', 'lastName', 'streetAddress', 'apartmentNumber', 'city', 'zipCode', 'country']);
    expect(errors.firstName).toBe('Name must have at least 2 letters.');
    expect(errors.country).toBe('Field is required');
  });

  it('leaves the region to the checkout (regionRequired false)', () => {
    expect(validateAddressForm({ ...seattle, state: '', region_id: null }, { regionRequired: false })).toEqual({});
  });

  it('applies the limits of the API payload, so a form that passes is not refused by the server', () => {
    const long = validateAddressForm({ ...seattle, city: 'x'.repeat(256), phoneNumber: '5'.repeat(51) }, { regionRequired: false });
    expect(Object.keys(long)).toEqual(['city', 'phoneNumber']);
    expect(addressSchema.safeParse(orderAddressOf({ ...seattle, city: 'x'.repeat(256) }, { email: 'a@example.com' })).success).toBe(false);
  });
});

describe('regions', () => {
  it('chooses a listed region by id, or none', () => {
    expect(chosenRegion('US', '62')).toEqual({ state: 'Washington', region_id: 62 });
    expect(chosenRegion('US', '')).toEqual({ state: '', region_id: null });
  });

  it('reads the region id at the top level or inside the region object', () => {
    expect(regionIdOf({ region_id: 62 })).toBe(62);
    expect(regionIdOf({ region: { region_id: 12 } })).toBe(12);
    expect(regionIdOf({ region: 'Washington' })).toBeNull();
  });
});

describe('payloads built from the form', () => {
  it('a saved address keeps the region as Magento does, and fills the form back', () => {
    const address = customerAddressOf(seattle);
    expect(address).toMatchObject({
      firstname: 'Jane',
      street: ['Main Street', '1'],
      postcode: '98101',
      country_id: 'US',
      region: { region: 'Washington', region_code: 'WA', region_id: 62 },
      region_id: 62,
      region_code: 'WA',
      telephone: null,
      default_shipping: false,
    });
    expect(customerAddressSchema.safeParse(address).success).toBe(true);
    expect(addressFormOf(address, 'DE')).toEqual(seattle);
  });

  it('a typed region of a country without a list is kept by name; none is null', () => {
    const berlin = { ...seattle, country: 'DE', state: 'Berlin', region_id: null };
    expect(customerAddressOf(berlin)).toMatchObject({ region: { region: 'Berlin', region_code: null, region_id: null }, region_id: null });
    expect(customerAddressOf({ ...berlin, state: ' ' })).toMatchObject({ region: null, region_id: null, region_code: null });
  });

  it('an edited address keeps its default flags', () => {
    expect(customerAddressOf(seattle, { default_shipping: true, default_billing: false })).toMatchObject({ default_shipping: true, default_billing: false });
  });

  it('an order address names the region and carries the contact fields', () => {
    const address = orderAddressOf({ ...seattle, firstName: ' Jane ' }, { email: 'jane@example.com', company: 'ACME' });
    expect(address).toEqual({ firstname: 'Jane', lastname: 'Doe', street: ['Main Street', '1'], city: 'Seattle', postcode: '98101', country_id: 'US', region: 'Washington', region_id: 62, telephone: '', company: 'ACME', vat_id: '', email: 'jane@example.com' });
    expect(addressSchema.safeParse(address).success).toBe(true);
  });

  it('a lookup address has the country, region, zip code, city and both street lines', () => {
    expect(lookupAddressOf(seattle)).toEqual({ country_id: 'US', region: 'Washington', region_id: 62, postcode: '98101', city: 'Seattle', street: ['Main Street', '1'] });
  });

  it('fills what a saved address lacks with empty values and the given country', () => {
    expect(addressFormOf({}, 'PL')).toEqual(emptyAddressForm('PL'));
  });

  it('formats one line', () => {
    expect(formatAddress({ street: ['Main Street 1'], postcode: '12345', city: 'Springfield', country_id: 'US' })).toBe('Main Street 1, 12345 Springfield, US');
    expect(formatAddress({ street: ['Main Street', '1', ''], postcode: '12345', city: 'Springfield', country_id: 'US' })).toBe('Main Street 1, 12345 Springfield, US');
  });
});
