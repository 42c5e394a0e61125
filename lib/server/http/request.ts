import type { z } from 'zod';
import { getStoreView, isStoreCode, type StoreView } from '@/lib/config/store-views';
import { badRequest } from './api-error';
import { readBodyText } from './body';
import { assertSafeInput } from './input-guard';

/**
 * Reads a JSON body (bounded, see readBodyText) and validates it; malformed JSON, text the database cannot store,
 * deep nesting or a wrong shape is a 4xx, never a 500.
 */
export async function readJson<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
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
  return schema.parse(body);
}

export function queryObject(request: Request): Record<string, string> {
  const query = Object.fromEntries(new URL(request.url).searchParams.entries());
  assertSafeInput(query);
  return query;
}

export function parseQuery<T extends z.ZodType>(request: Request, schema: T): z.infer<T> {
  return schema.parse(queryObject(request));
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
