import { anonymisedAddress, confirmsErasure, ERASED_MARKER } from './personal-data-erasure';

describe('anonymisedAddress', () => {
  it('keeps only the tax region and puts the marker in every personal field', () => {
    const address = {
      firstname: 'Jane', lastname: 'Doe', street: ['Hauptstr. 1', 'c/o Max'], city: 'Berlin', postcode: '10115', telephone: '+49 30 1234',
      company: 'Doe GmbH', vat_id: 'DE123', email: 'jane@example.com', country_id: 'DE', region_code: 'BE',
    };
    const erased = anonymisedAddress(address);
    expect(erased).toEqual({
      country_id: 'DE', region_code: 'BE', firstname: ERASED_MARKER, lastname: ERASED_MARKER, street: [ERASED_MARKER], city: ERASED_MARKER,
      postcode: ERASED_MARKER, telephone: ERASED_MARKER,
    });
    expect(JSON.stringify(erased)).not.toMatch(/Jane|Doe|Hauptstr|Berlin|10115|1234|DE123|example/);
  });

  it('does not invent a region the order did not have', () => {
    expect(anonymisedAddress({ firstname: 'A', country_id: 'US' })).not.toHaveProperty('region_code');
  });
});

describe('confirmsErasure', () => {
  it('accepts the same e-mail typed again in another case or with spaces', () => {
    expect(confirmsErasure('jane@example.com', ' Jane@Example.com ')).toBe(true);
  });
  it('refuses another or an empty e-mail', () => {
    expect(confirmsErasure('jane@example.com', 'jane@example.org')).toBe(false);
    expect(confirmsErasure('jane@example.com', '')).toBe(false);
  });
});
