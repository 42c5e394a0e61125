import { ApiError } from './api-error';
import { MAX_INPUT_DEPTH, assertSafeInput } from './input-guard';

const messageOf = (value: unknown) => {
  try {
    assertSafeInput(value);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    return (error as ApiError).message;
  }
};

const nested = (depth: number): unknown =>
  Array.from({ length: depth }).reduce<unknown>((inner) => ({ a: inner }), 1);

describe('assertSafeInput', () => {
  it('accepts ordinary payloads, including emoji and accents', () => {
    expect(
      messageOf({ cartItem: { sku: 'WS01-M-Red', qty: 1, options: [{ label: 'Größe 😀', value: 'M' }] } }),
    ).toBeNull();
    expect(messageOf(nested(MAX_INPUT_DEPTH))).toBeNull();
  });

  it('names where a NUL character or a lone surrogate is', () => {
    expect(messageOf({ review: { detail: 'a\u0000b' } })).toBe(
      'review.detail: must not contain NUL characters',
    );
    expect(messageOf({ list: ['ok', '\ud800'] })).toBe(
      'list.1: must be valid Unicode text (it contains a lone surrogate)',
    );
    expect(messageOf({ a: 'x\udc00' })).toMatch(/lone surrogate/);
    expect(messageOf({ ['k\u0000']: 1 })).toBe('input: a field name must not contain NUL characters');
  });

  it('refuses prototype keys anywhere', () => {
    expect(messageOf(JSON.parse('{"a":{"__proto__":{"admin":true}}}'))).toBe(
      "a.__proto__: '__proto__' is not allowed as a field name",
    );
    expect(messageOf({ constructor: 1 })).toMatch(/'constructor' is not allowed/);
  });

  it('refuses nesting deeper than the limit without overflowing the stack', () => {
    expect(messageOf(nested(MAX_INPUT_DEPTH + 1))).toMatch(/nested deeper than 32 levels/);
    expect(messageOf(JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`))).toMatch(/nested deeper/);
  });
});
