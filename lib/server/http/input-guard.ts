import { badRequest } from './api-error';

/** Deeper than any payload of the API (a cart item with options is 5 levels); bounds recursive work downstream. */
export const MAX_INPUT_DEPTH = 32;

/** Keys that would reach an object's prototype when code merges or looks up user input by name. */
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const where = (path: readonly (string | number)[]) => (path.length ? path.join('.') : 'input');

/** Why PostgreSQL (or the JSON it stores) would refuse this text, or null when it is fine. */
export function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text (it contains a lone surrogate)';
  return null;
}

export function isReservedKey(key: string): boolean {
  return RESERVED_KEYS.has(key);
}

/**
 * Refuses, with a 400 naming the place, what the database or the code downstream cannot take: NUL characters and
 * lone surrogates in any string or key, prototype keys, nesting deeper than {@link MAX_INPUT_DEPTH}. Iterative, so a
 * 100,000-deep document is refused instead of overflowing the stack.
 */
export function assertSafeInput(value: unknown): void {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) throw badRequest(`${where(path)}: ${problem}`);
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (path.length >= MAX_INPUT_DEPTH) {
      throw badRequest(`${where(path.slice(0, 5))}…: nested deeper than ${MAX_INPUT_DEPTH} levels`);
    }
    if (Array.isArray(current)) {
      current.forEach((entry, index) => stack.push({ value: entry, path: [...path, index] }));
      continue;
    }
    for (const [key, entry] of Object.entries(current)) {
      if (isReservedKey(key))
        throw badRequest(`${where([...path, key])}: '${key}' is not allowed as a field name`);
      const problem = textProblem(key);
      if (problem) throw badRequest(`${where(path)}: a field name ${problem}`);
      stack.push({ value: entry, path: [...path, key] });
    }
  }
}
