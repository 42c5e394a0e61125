import { z } from 'zod';
import { getStoreView, isStoreCode, type StoreView } from '@/lib/config/store-views';
import { badRequest } from './api-error';
import { readBodyText } from './body';
import { assertSafeInput } from './input-guard';

/**
 * Reads a JSON body (bounded, see readBodyText) and validates it; malformed JSON, text the database cannot store,
 * deep nesting or a wrong shape is a 4xx, never a 500.
 */
export async function readJson<T extends z.core.$ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  const text = await readBodyText(request);
  let body: unknown = {};
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      throw badRequest('Malformed JSON body.');
    }
  }
  assertSafeInput(body);
  // z.parse rather than schema.parse: a zod/mini schema (shared with the browser) then fails with classic zod's
  // ZodError too, which errorResponse answers as a 400.
  return z.parse(schema, body);
}

export function queryObject(request: Request): Record<string, string> {
  const query = Object.fromEntries(new URL(request.url).searchParams.entries());
  assertSafeInput(query);
  return query;
}

export function parseQuery<T extends z.core.$ZodType>(request: Request, schema: T): z.infer<T> {
  return z.parse(schema, queryObject(request));
}

/** The store view of a request: `?storeCode=` or the `x-vs-store-code` header; unknown codes are a 400. */
export function storeViewOf(request: Request, fallback?: string): StoreView {
  const code =
    new URL(request.url).searchParams.get('storeCode') ??
    request.headers.get('x-vs-store-code') ??
    fallback ??
    'default';
  if (!isStoreCode(code)) throw badRequest(`Unknown store code '${code}'.`);
  return getStoreView(code);
}
