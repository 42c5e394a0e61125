/**
 * A category's former URL (/c/{url key} from before url_key and slug became one value, `<name>-<id>`) answers 301
 * to /c/{slug}. Runs in proxy.ts, which does not open the database: the key is looked up through
 * GET /api/category-redirect and the answer kept for 60 s. Current slugs end in `-<id>` and are never looked up.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { LookupCache, lookupResult } from './lookup-cache';

const CATEGORY_PATH = /^(\/(?:de|it))?\/c\/([^/]+)\/?$/;
const CURRENT_SLUG = /-\d+$/;

const cache = new LookupCache<string | null>();
const isSlug = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

export async function redirectFormerCategoryKey(request: NextRequest): Promise<NextResponse | null> {
  const match = CATEGORY_PATH.exec(request.nextUrl.pathname);
  if (!match) return null;
  let key: string;
  try {
    key = decodeURIComponent(match[2] ?? '');
  } catch {
    return null;
  }
  if (!key || CURRENT_SLUG.test(key)) return null;
  let slug = cache.get(key);
  if (slug === undefined) {
    slug = await lookupResult(`${request.nextUrl.origin}/api/category-redirect?key=${encodeURIComponent(key)}`, isSlug);
    if (slug === undefined) return null;
    cache.set(key, slug);
  }
  if (!slug || slug === key) return null;
  const target = request.nextUrl.clone();
  target.pathname = `${match[1] ?? ''}/c/${encodeURIComponent(slug)}`;
  return NextResponse.redirect(target, 301);
}
