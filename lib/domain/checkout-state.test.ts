import { CHECKOUT_STATE_TTL_MS, emptyCheckoutDetails, isCheckoutStateFresh, prefillDetails, refreshFromProfile, restoreCheckoutDetails } from './checkout-state';

describe('checkout state window (spec §4: 1,800,000 ms)', () => {
  const now = 10_000_000;

  it('is fresh up to and including 30 minutes', () => {
    expect(CHECKOUT_STATE_TTL_MS).toBe(1_800_000);
    expect(isCheckoutStateFresh(now, now)).toBe(true);
    expect(isCheckoutStateFresh(now - 1_800_000, now)).toBe(true);
    expect(isCheckoutStateFresh(now - 1_800_001, now)).toBe(false);
  });

  it('is not fresh without a time or with one in the future', () => {
    expect(isCheckoutStateFresh(null, now)).toBe(false);
    expect(isCheckoutStateFresh(undefined, now)).toBe(false);
    expect(isCheckoutStateFresh(now + 1000, now)).toBe(false);
  });

  it('restores stored details inside the window, without passwords or accepted terms', () => {
    const stored = emptyCheckoutDetails('US');
    stored.personalDetails = { ...stored.personalDetails, firstName: 'Ada', password: 'Secret123', passwordConfirmation: 'Secret123' };
    stored.shippingDetails.city = 'Berlin';
    stored.termsAccepted = true;
    const restored = restoreCheckoutDetails(stored, now - 60_000, now, 'US');
    expect(restored.personalDetails.firstName).toBe('Ada');
    expect(restored.personalDetails.password).toBe('');
    expect(restored.shippingDetails.city).toBe('Berlin');
    expect(restored.termsAccepted).toBe(false);
  });

  it('starts empty after the window', () => {
    const stored = emptyCheckoutDetails('US');
    stored.personalDetails.firstName = 'Ada';
    expect(restoreCheckoutDetails(stored, now - CHECKOUT_STATE_TTL_MS - 1, now, 'DE')).toEqual(emptyCheckoutDetails('DE'));
  });
});

describe('prefill from the profile', () => {
  it('takes names, e-mail and the default addresses', () => {
    const details = prefillDetails(emptyCheckoutDetails('US'), {
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@example.com',
      addresses: [
        { id: 1, firstname: 'Ada', lastname: 'L', street: ['Main St 1', '2'], city: 'Austin', postcode: '73301', country_id: 'US', region: { region: 'Texas', region_id: 57 }, default_shipping: true },
        { id: 2, firstname: 'Ada', lastname: 'L', street: ['Bill St 3', '4'], city: 'Boston', postcode: '02108', country_id: 'US', company: 'ACME', vat_id: 'US123', default_billing: true },
      ],
    });
    expect(details.personalDetails).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', emailAddress: 'ada@example.com', createAccount: false });
    expect(details.shippingDetails).toMatchObject({ city: 'Austin', streetAddress: 'Main St 1', apartmentNumber: '2', state: 'Texas', region_id: 57 });
    expect(details.paymentDetails).toMatchObject({ city: 'Boston', company: 'ACME', taxId: 'US123', sameAsShipping: false });
  });

  it('keeps the typed address when the profile has none', () => {
    const start = emptyCheckoutDetails('US');
    start.shippingDetails.city = 'Typed';
    const details = prefillDetails(start, { firstname: 'A', lastname: 'B', email: 'a@b.co', addresses: [] });
    expect(details.shippingDetails.city).toBe('Typed');
    expect(details.paymentDetails.sameAsShipping).toBe(true);
  });
});

describe('details following a changed profile', () => {
  const quinn = { firstname: 'Quinn', lastname: 'Doe', email: 'quinn@example.com', addresses: [{ city: 'Austin', street: ['Main', '1'], postcode: '73301', country_id: 'US', default_shipping: true }] };

  it('a name changed in My account replaces the one the login prefilled', () => {
    const prefilled = prefillDetails(emptyCheckoutDetails('US'), quinn);
    const details = refreshFromProfile(prefilled, quinn, { ...quinn, firstname: 'Quincy' });
    expect(details.personalDetails.firstName).toBe('Quincy');
    expect(details.shippingDetails.city).toBe('Austin');
  });

  it('what the shopper typed at checkout stays', () => {
    const prefilled = prefillDetails(emptyCheckoutDetails('US'), quinn);
    const typed = { ...prefilled, shippingDetails: { ...prefilled.shippingDetails, firstName: 'Gift', city: 'Dallas' } };
    const details = refreshFromProfile(typed, quinn, { ...quinn, firstname: 'Quincy' });
    expect(details.personalDetails.firstName).toBe('Quincy');
    expect(details.shippingDetails).toMatchObject({ firstName: 'Gift', city: 'Dallas' });
  });

  it('without a previous profile (details expired, session restored) only empty fields are filled', () => {
    const start = emptyCheckoutDetails('US');
    const typed = { ...start, personalDetails: { ...start.personalDetails, lastName: 'Typed' } };
    const details = refreshFromProfile(typed, null, quinn);
    expect(details.personalDetails).toMatchObject({ firstName: 'Quinn', lastName: 'Typed', emailAddress: 'quinn@example.com', password: '' });
    expect(details.shippingDetails.city).toBe('Austin');
  });
});
