/**
 * Offline, a photo the browser never loaded at the size a page asks for (a search result's tile of a product only seen
 * on its own page, a page drawn at another width): the service worker answers with a copy of the same photo it kept at
 * another size, rather than a broken image. Pure, so it is unit tested here and bundled into app/sw.ts as is.
 */

/** A URL of the image proxy, `/img/{width}/{height}/{mode}/{path}` (lib/domain/image-sizes.ts), taken apart. */
interface PhotoUrl {
  width: number;
  height: number;
  mode: string;
  path: string;
}

const PHOTO_URL = /^\/img\/(\d+)\/(\d+)\/([a-z]+)(\/.+)$/;

function parsePhotoUrl(pathname: string): PhotoUrl | null {
  const match = PHOTO_URL.exec(pathname);
  if (!match) return null;
  const [, width, height, mode, path] = match;
  return { width: Number(width), height: Number(height), mode: mode!, path: path! };
}

const sameShape = (a: PhotoUrl, b: PhotoUrl) => Math.abs(a.height / a.width - b.height / b.width) <= 0.01 * (b.height / b.width);

/**
 * How well a kept copy stands in for the wanted size, smaller is better: the same crop (shape and mode) before another,
 * then the narrowest copy at least as wide as wanted (sharp, least to decode), else the widest narrower one.
 */
function fit(wanted: PhotoUrl, kept: PhotoUrl): number[] {
  const wideEnough = kept.width >= wanted.width;
  return [sameShape(kept, wanted) ? 0 : 1, kept.mode === wanted.mode ? 0 : 1, wideEnough ? 0 : 1, wideEnough ? kept.width : -kept.width];
}

function compare(a: number[], b: number[]): number {
  for (let index = 0; index < a.length; index++) {
    const difference = a[index]! - b[index]!;
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * Of the kept URLs' paths, the copy of the wanted photo that best stands in for it; null when the wanted URL is no
 * photo of the proxy or no size of that photo was kept.
 */
export function photoAtAnotherSize(wantedPathname: string, keptPathnames: readonly string[]): string | null {
  const wanted = parsePhotoUrl(wantedPathname);
  if (!wanted) return null;
  let best: { pathname: string; fit: number[] } | null = null;
  for (const pathname of keptPathnames) {
    const kept = parsePhotoUrl(pathname);
    if (!kept || kept.path !== wanted.path || pathname === wantedPathname) continue;
    const candidate = { pathname, fit: fit(wanted, kept) };
    if (!best || compare(candidate.fit, best.fit) < 0) best = candidate;
  }
  return best?.pathname ?? null;
}
