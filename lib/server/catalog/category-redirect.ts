/**
 * /c/{key} answers 301 to the category's address in its store view (ADR 0048): a former url key (from before url_key
 * and slug became one value, `<name>-<id>`) in any store, and under /de or /it also a slug that is not the store's own
 * (the English `/de/c/women-20` → `/de/c/damen-20`). Runs in proxy.ts, which does not open the database: the key is
 * looked up through GET /api/category-redirect and the answer kept for 60 s. In the default store current slugs end
 * in `-<id>` and are never looked up.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { cachedLookup, LookupCache } from './lookup-cache';

const CATEGORY_PATH = /^(?:\/(de|it))?\/c\/([^/]+)\/?$/;
const CURRENT_SLUG = /-\d+$/;

const cache = new LookupCache<string | null>();
const isSlug = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

export async function redirectFormerCategoryKey(request: NextRequest): Promise<NextResponse | null> {
  const match = CATEGORY_PATH.exec(request.nextUrl.pathname);
  if (!match) return null;
  const store = match[1] ?? 'default';
  let key: string;
  try {
    key = decodeURIComponent(match[2] ?? '');
  } catch {
    return null;
  }
  if (!key || (store === 'default' && CURRENT_SLUG.test(key))) return null;
  const query = new URLSearchParams({ key, store });
  const slug = await cachedLookup(
    cache,
    `${store}|${key}`,
    `${request.nextUrl.origin}/api/category-redirect?${query}`,
    isSlug,
  );
  if (!slug || slug === key) return null;
  const target = request.nextUrl.clone();
  target.pathname = `${match[1] ? `/${match[1]}` : ''}/c/${encodeURIComponent(slug)}`;
  return NextResponse.redirect(target, 301);
}
