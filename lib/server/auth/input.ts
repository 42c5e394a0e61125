import type { z } from 'zod';
import { badRequest } from '@/lib/server/http/api-error';
import { parseQuery, readJson } from '@/lib/server/http/request';

/** PostgreSQL text cannot hold U+0000; such input is refused up front instead of failing in the database. */
function assertNoNul(value: unknown, path: string[] = []): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw badRequest(`${path.join('.') || 'input'}: must not contain NUL characters`);
  } else if (Array.isArray(value)) {
    value.forEach((entry, index) => assertNoNul(entry, [...path, String(index)]));
  } else if (value && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) assertNoNul(entry, [...path, key]);
  }
}

/** readJson of the transactional API: validated by the schema, and no NUL characters anywhere. */
export async function readInput<T extends z.core.$ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  const value = await readJson(request, schema);
  assertNoNul(value);
  return value;
}

export function parseInput<T extends z.core.$ZodType>(request: Request, schema: T): z.infer<T> {
  const value = parseQuery(request, schema);
  assertNoNul(value);
  return value;
}
