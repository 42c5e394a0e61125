import { BAD_CONTENT_TYPE, WRONG_FORMAT } from './api-errors';
import { accountFailureText, DUPLICATE_EMAIL_MESSAGE, unreachableText } from './account-failures';

describe('accountFailureText', () => {
  it('names the failures a shopper can act on', () => {
    expect(accountFailureText({ code: 401, message: 'You did not sign in correctly or your account is temporarily disabled.' })).toBe('loginFailed');
    expect(accountFailureText({ code: 429, message: 'Too many failed login attempts. Please wait a few minutes and try again.' })).toBe('tooManyAttempts');
    expect(accountFailureText({ code: 400, message: DUPLICATE_EMAIL_MESSAGE })).toBe('emailTaken');
    expect(accountFailureText({ code: 0, message: 'Unexpected authorization error. Check your Network conection.' })).toBe('offline');
  });

  it('tells a shop that could not answer from one that was not reached', () => {
    expect(accountFailureText({ code: 503, message: "The shop's database is not available." })).toBe('unavailable');
    expect(unreachableText({ code: 502, message: BAD_CONTENT_TYPE })).toBe('unavailable');
    expect(unreachableText({ code: 200, message: WRONG_FORMAT })).toBe('unavailable');
    expect(unreachableText({ code: 0, message: 'Unexpected authorization error. Check your Network conection.' })).toBe('offline');
    expect(unreachableText({ code: 401, message: 'You did not sign in correctly or your account is temporarily disabled.' })).toBeNull();
  });

  it("keeps the server's message for anything else", () => {
    expect(accountFailureText({ code: 400, message: 'password: Password must have at least 8 letters.' })).toBeNull();
    expect(accountFailureText({ code: 404, message: 'Not found' })).toBeNull();
  });
});
