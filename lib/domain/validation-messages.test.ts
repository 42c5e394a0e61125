import {
  acceptTermsSchema,
  countCharacterClasses,
  emailSchema,
  firstValidationError,
  nameMinLengthMessage,
  nameSchema,
  onlyAvailableMessage,
  passwordConfirmationSchema,
  passwordSchema,
  quantityBelowMessage,
  quantitySchema,
  requiredSchema,
  searchTermSchema,
  taxIdSchema,
  validationMessages,
  zipSchema,
} from './validation-messages';
import type * as z from 'zod/mini';

function messages(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('message catalogue', () => {
  it('holds the spec texts verbatim', () => {
    expect(validationMessages).toEqual({
      required: 'Field is required',
      greaterThanZero: 'Must be greater than 0',
      quantityAboveZero: 'Quantity must be above 0',
      quantityPositiveInteger: 'Quantity must be positive integer',
      passwordMinLength: 'Password must have at least 8 letters.',
      passwordsIdentical: 'Passwords must be identical',
      passwordCharacterClasses:
        'Password must contain at least 3 different character classes: lower case, upper case, digits, special characters.',
      email: 'Please provide valid e-mail address.',
      taxIdMinLength: 'Tax ID must have at least 3 letters.',
      zipMinLength: 'Zip-code must have at least 3 letters.',
      searchTermMinLength: 'Searched term should consist of at least 3 characters.',
      acceptTerms: 'You must accept the terms and conditions.',
    });
  });
  it('fills in the parameterised messages', () => {
    expect(quantityBelowMessage(10)).toBe('Quantity must be below 10');
    expect(onlyAvailableMessage(3)).toBe('Only 3 products of this type are available!');
    expect(nameMinLengthMessage(2)).toBe('Name must have at least 2 letters.');
    expect(nameMinLengthMessage(3)).toBe('Name must have at least 3 letters.');
  });
});

describe('passwordSchema', () => {
  it('accepts 8+ characters from at least 3 classes', () => {
    expect(messages(passwordSchema, 'Abcdefg1')).toEqual([]);
    expect(messages(passwordSchema, 'abcdefg1!')).toEqual([]);
    expect(messages(passwordSchema, 'ABCDEF1!')).toEqual([]);
  });
  it('reports only the length for a short password', () => {
    expect(messages(passwordSchema, 'Ab1!')).toEqual(['Password must have at least 8 letters.']);
    expect(messages(passwordSchema, 'Abcdef1')).toEqual(['Password must have at least 8 letters.']);
  });
  it('reports too few character classes', () => {
    const classes =
      'Password must contain at least 3 different character classes: lower case, upper case, digits, special characters.';
    expect(messages(passwordSchema, 'abcdefgh')).toEqual([classes]);
    expect(messages(passwordSchema, 'abcdEFGH')).toEqual([classes]);
    expect(messages(passwordSchema, '12345678')).toEqual([classes]);
  });
  it('requires a value', () => {
    expect(messages(passwordSchema, '')).toEqual(['Field is required']);
    expect(messages(passwordSchema, undefined)).toEqual(['Field is required']);
  });
  it('counts spaces as special characters and does not trim them', () => {
    expect(countCharacterClasses('ab C1')).toBe(4);
    expect(passwordSchema.parse(' Abcdef1 ')).toBe(' Abcdef1 ');
  });
});

describe('passwordConfirmationSchema', () => {
  it('reports a mismatch on the confirmation', () => {
    const result = passwordConfirmationSchema.safeParse({ password: 'Abcdefg1', confirmation: 'Abcdefg2' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['confirmation', 'Passwords must be identical'],
    ]);
  });
  it('accepts identical passwords', () => {
    expect(
      passwordConfirmationSchema.safeParse({ password: 'Abcdefg1', confirmation: 'Abcdefg1' }).success,
    ).toBe(true);
  });
});

describe('emailSchema', () => {
  it('accepts and trims a valid address', () => {
    expect(emailSchema.parse('  jane.doe@example.com ')).toBe('jane.doe@example.com');
  });
  it('rejects an invalid address', () => {
    for (const value of ['jane', 'jane@', 'jane@example', '@example.com']) {
      expect(messages(emailSchema, value)).toEqual(['Please provide valid e-mail address.']);
    }
  });
  it('requires a value', () => {
    expect(messages(emailSchema, '   ')).toEqual(['Field is required']);
    expect(messages(emailSchema, null)).toEqual(['Field is required']);
  });
});

describe('nameSchema', () => {
  it('needs 2 letters by default', () => {
    expect(messages(nameSchema(), 'J')).toEqual(['Name must have at least 2 letters.']);
    expect(messages(nameSchema(), 'Jo')).toEqual([]);
  });
  it('can need 3 letters', () => {
    expect(messages(nameSchema(3), 'Jo')).toEqual(['Name must have at least 3 letters.']);
  });
  it('ignores surrounding spaces and requires a value', () => {
    expect(messages(nameSchema(), ' J ')).toEqual(['Name must have at least 2 letters.']);
    expect(messages(nameSchema(), '')).toEqual(['Field is required']);
  });
});

describe('zipSchema', () => {
  it('needs 3 characters and a value', () => {
    expect(messages(zipSchema, '12')).toEqual(['Zip-code must have at least 3 letters.']);
    expect(messages(zipSchema, '')).toEqual(['Field is required']);
    expect(zipSchema.parse(' 10115 ')).toBe('10115');
  });
});

describe('taxIdSchema', () => {
  it('is optional but needs 3 characters when given', () => {
    expect(messages(taxIdSchema, '')).toEqual([]);
    expect(messages(taxIdSchema, undefined)).toEqual([]);
    expect(messages(taxIdSchema, null)).toEqual([]);
    expect(messages(taxIdSchema, 'DE')).toEqual(['Tax ID must have at least 3 letters.']);
    expect(messages(taxIdSchema, 'DE1')).toEqual([]);
  });
});

describe('searchTermSchema', () => {
  it('needs at least 3 characters, not counting spaces', () => {
    expect(messages(searchTermSchema, 'te')).toEqual([
      'Searched term should consist of at least 3 characters.',
    ]);
    expect(messages(searchTermSchema, '  te  ')).toEqual([
      'Searched term should consist of at least 3 characters.',
    ]);
    expect(searchTermSchema.parse(' tee ')).toBe('tee');
  });
});

describe('acceptTermsSchema and requiredSchema', () => {
  it('requires the terms to be ticked', () => {
    expect(messages(acceptTermsSchema, false)).toEqual(['You must accept the terms and conditions.']);
    expect(messages(acceptTermsSchema, undefined)).toEqual(['You must accept the terms and conditions.']);
    expect(messages(acceptTermsSchema, true)).toEqual([]);
  });
  it('requires a non-blank value', () => {
    expect(messages(requiredSchema, ' ')).toEqual(['Field is required']);
    expect(messages(requiredSchema, 'x')).toEqual([]);
  });
});

describe('quantitySchema', () => {
  it('parses string quantities to numbers', () => {
    expect(quantitySchema().parse('3')).toBe(3);
    expect(quantitySchema().parse(' 12 ')).toBe(12);
    expect(quantitySchema().parse(2)).toBe(2);
  });
  it('rejects zero and negative quantities', () => {
    for (const value of ['0', 0, '-1', -4])
      expect(messages(quantitySchema(), value)).toEqual(['Quantity must be above 0']);
  });
  it('rejects fractions and non-numbers', () => {
    for (const value of ['1.5', 2.5, 'abc', '3abc', '1e2']) {
      expect(messages(quantitySchema(), value)).toEqual(['Quantity must be positive integer']);
    }
  });
  it('requires a value', () => {
    expect(messages(quantitySchema(), '')).toEqual(['Field is required']);
    expect(messages(quantitySchema(), undefined)).toEqual(['Field is required']);
    // an emptied <input type="number"> reads as NaN
    expect(messages(quantitySchema(), Number.NaN)).toEqual(['Field is required']);
  });
  it('enforces the order limit inclusively', () => {
    expect(quantitySchema(10).parse('10')).toBe(10);
    expect(messages(quantitySchema(10), '11')).toEqual(['Quantity must be below 10']);
  });
  it('enforces the stock on hand', () => {
    expect(quantitySchema(undefined, { available: 3 }).parse(3)).toBe(3);
    expect(messages(quantitySchema(undefined, { available: 3 }), 4)).toEqual([
      'Only 3 products of this type are available!',
    ]);
  });
});

describe('firstValidationError', () => {
  it('returns the first message or null', () => {
    expect(firstValidationError(zipSchema, '1')).toBe('Zip-code must have at least 3 letters.');
    expect(firstValidationError(zipSchema, '12345')).toBeNull();
  });
});
