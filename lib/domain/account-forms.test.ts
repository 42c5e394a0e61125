import { firstInvalidField, validateForgotPassword, validateLogin, validatePasswordChange, validateProfile, validateRegister } from './account-forms';

describe('account forms (spec §5 messages)', () => {
  it('login needs a valid e-mail and a password', () => {
    expect(validateLogin({ email: 'nope', password: '' })).toEqual({ email: 'Please provide valid e-mail address.', password: 'Field is required' });
    expect(validateLogin({ email: 'a@example.com', password: 'x' })).toEqual({});
  });

  it('register checks names, password rules and the repetition', () => {
    expect(validateRegister({ email: '', firstname: 'J', lastname: '', password: 'short', confirmation: 'short' })).toEqual({
      email: 'Field is required',
      firstname: 'Name must have at least 2 letters.',
      lastname: 'Field is required',
      password: 'Password must have at least 8 letters.',
    });
    expect(validateRegister({ email: 'a@example.com', firstname: 'Jo', lastname: 'Do', password: 'abcdefgh', confirmation: 'abcdefgh' }).password).toBe(
      'Password must contain at least 3 different character classes: lower case, upper case, digits, special characters.',
    );
    expect(validateRegister({ email: 'a@example.com', firstname: 'Jo', lastname: 'Do', password: 'Secret-Pass1', confirmation: 'Secret-Pass2' })).toEqual({
      confirmation: 'Passwords must be identical',
    });
    expect(validateRegister({ email: 'a@example.com', firstname: 'Jo', lastname: 'Do', password: 'Secret-Pass1', confirmation: 'Secret-Pass1' })).toEqual({});
  });

  it('forgot password and profile', () => {
    expect(validateForgotPassword({ email: 'x' })).toEqual({ email: 'Please provide valid e-mail address.' });
    expect(validateProfile({ email: 'a@example.com', firstname: 'Jane', lastname: 'D' })).toEqual({ lastname: 'Name must have at least 2 letters.' });
  });

  it('change password needs the current one and a valid new one', () => {
    expect(validatePasswordChange({ currentPassword: '', password: 'Secret-Pass1', confirmation: 'Secret-Pass1' })).toEqual({ currentPassword: 'Field is required' });
    expect(validatePasswordChange({ currentPassword: 'old', password: 'Secret-Pass1', confirmation: '' })).toEqual({ confirmation: 'Passwords must be identical' });
  });

  it('focuses the first invalid field of the form order', () => {
    expect(firstInvalidField(['email', 'password'], { password: 'x' })).toBe('password');
    expect(firstInvalidField(['email'], {})).toBeUndefined();
  });
});
