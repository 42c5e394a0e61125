import type { CustomerAddress } from './address';
import {
  clampPage,
  newsletterChange,
  orderHistoryPageCount,
  profileUpdate,
  resetLinkParams,
  saveAddress,
  setDefaultAddress,
  type CustomerProfile,
} from './customer-account';

const address = (city: string, extra: Partial<CustomerAddress> = {}): CustomerAddress => ({
  firstname: 'Jane',
  lastname: 'Doe',
  street: ['Main Street 1'],
  city,
  postcode: '12345',
  country_id: 'US',
  ...extra,
});

describe('customer addresses', () => {
  it('the first address becomes default shipping and billing', () => {
    expect(saveAddress([], address('A'), null)).toEqual([{ ...address('A'), default_shipping: true, default_billing: true }]);
  });

  it('a later address is appended without defaults; editing keeps the id', () => {
    const list = [address('A', { id: 7, default_shipping: true })];
    expect(saveAddress(list, address('B'), null)).toEqual([list[0], address('B')]);
    expect(saveAddress(list, address('C'), 0)).toEqual([address('C', { id: 7 })]);
  });

  it('exactly one address carries a default', () => {
    const list = [address('A', { default_billing: true }), address('B')];
    expect(setDefaultAddress(list, 1, 'default_billing').map((entry) => entry.default_billing)).toEqual([false, true]);
  });
});

describe('profile update payload', () => {
  it('sends only the changeable fields, changes over the profile', () => {
    const profile: CustomerProfile = { id: 1, email: 'a@example.com', firstname: 'Jane', lastname: 'Doe', addresses: [], group_id: 1 };
    expect(profileUpdate(profile, { firstname: 'Janet' })).toEqual({ customer: { firstname: 'Janet', lastname: 'Doe', email: 'a@example.com', addresses: [] } });
  });
});

describe('order history paging', () => {
  it('20 per page, at least one page', () => {
    expect(orderHistoryPageCount(0)).toBe(1);
    expect(orderHistoryPageCount(20)).toBe(1);
    expect(orderHistoryPageCount(21)).toBe(2);
    expect(clampPage(5, 21)).toBe(2);
    expect(clampPage(0, 21)).toBe(1);
  });
});

describe('newsletter preference', () => {
  it('subscribe does nothing if already subscribed, unsubscribe nothing if not', () => {
    expect(newsletterChange(true, true)).toBeNull();
    expect(newsletterChange(false, false)).toBeNull();
    expect(newsletterChange(false, true)).toBe('subscribe');
    expect(newsletterChange(true, false)).toBe('unsubscribe');
  });
});

describe('reset link', () => {
  it('needs e-mail and token', () => {
    expect(resetLinkParams(new URLSearchParams('email=a%40example.com&token=abc'))).toEqual({ email: 'a@example.com', token: 'abc' });
    expect(resetLinkParams(new URLSearchParams('email=a%40example.com'))).toBeNull();
  });
});
