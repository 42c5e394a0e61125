import { emptyCheckoutDetails, type CheckoutDetails } from './checkout-state';
import { firstInvalidStep, validatePaymentDetails, validatePersonalDetails, validateReview, validateShippingDetails } from './checkout-validation';

function filled(): CheckoutDetails {
  const details = emptyCheckoutDetails('US');
  details.personalDetails = { ...details.personalDetails, firstName: 'Ada', lastName: 'Lovelace', emailAddress: 'ada@example.com' };
  details.shippingDetails = { ...details.shippingDetails, firstName: 'Ada', lastName: 'Lovelace', streetAddress: 'Main St', apartmentNumber: '1', city: 'Austin', zipCode: '73301', shippingMethod: 'flatrate:flatrate' };
  details.paymentDetails = { ...details.paymentDetails, paymentMethod: 'checkmo' };
  details.termsAccepted = true;
  return details;
}

describe('checkout step validation (spec §5 messages)', () => {
  it('reports every personal-details message in field order', () => {
    const errors = validatePersonalDetails({ firstName: 'A', lastName: '', emailAddress: 'nope', password: 'short', passwordConfirmation: 'x', createAccount: true });
    expect(Object.keys(errors)).toEqual(['firstName', 'lastName', 'emailAddress', 'password', 'passwordConfirmation']);
    expect(errors).toEqual({
      firstName: 'Name must have at least 2 letters.',
      lastName: 'Field is required',
      emailAddress: 'Please provide valid e-mail address.',
      password: 'Password must have at least 8 letters.',
      passwordConfirmation: 'Passwords must be identical',
    });
  });

  it('asks for three character classes and ignores passwords without account creation', () => {
    const base = { firstName: 'Ada', lastName: 'Lo', emailAddress: 'a@b.co', passwordConfirmation: 'abcdefgh', createAccount: true };
    expect(validatePersonalDetails({ ...base, password: 'abcdefgh' }).password).toBe(
      'Password must contain at least 3 different character classes: lower case, upper case, digits, special characters.',
    );
    expect(validatePersonalDetails({ ...base, password: 'abcdefgh', createAccount: false })).toEqual({});
  });

  it('checks the shipping address, zip code and the method', () => {
    const details = emptyCheckoutDetails('US').shippingDetails;
    const errors = validateShippingDetails({ ...details, zipCode: '12' }, { needsShippingMethod: true });
    expect(errors.firstName).toBe('Field is required');
    expect(errors.zipCode).toBe('Zip-code must have at least 3 letters.');
    expect(errors.shippingMethod).toBe('Field is required');
    expect(validateShippingDetails({ ...details, zipCode: '12' }, { needsShippingMethod: false }).shippingMethod).toBeUndefined();
  });

  it('checks the billing address only when not copied, and a given tax id', () => {
    const payment = filled().paymentDetails;
    expect(validatePaymentDetails(payment)).toEqual({});
    expect(validatePaymentDetails({ ...payment, taxId: 'AB' }).taxId).toBe('Tax ID must have at least 3 letters.');
    expect(Object.keys(validatePaymentDetails({ ...payment, sameAsShipping: false }))).toContain('city');
    expect(validatePaymentDetails({ ...payment, paymentMethod: '' }).paymentMethod).toBe('Field is required');
  });

  it('needs the terms accepted', () => {
    expect(validateReview(false)).toEqual({ termsAccepted: 'You must accept the terms and conditions.' });
    expect(validateReview(true)).toEqual({});
  });

  it('finds the first invalid step', () => {
    expect(firstInvalidStep(filled(), { needsShippingMethod: true })).toBeNull();
    expect(firstInvalidStep({ ...filled(), termsAccepted: false }, { needsShippingMethod: true })).toBe('review');
    const noCity = filled();
    noCity.shippingDetails.city = '';
    expect(firstInvalidStep(noCity, { needsShippingMethod: true })).toBe('shipping');
  });
});
