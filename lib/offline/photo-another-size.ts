import { parsePhotoUrl, sameShape, type PhotoUrl } from '../domain/image-url';

/**
 * Offline, a photo the browser never loaded at the size a page asks for (a search result's tile of a product only seen
 * on its own page, a page drawn at another width): the service worker answers with a copy of the same photo it kept at
 * another size, rather than a broken image. Pure, so it is unit tested here and bundled into app/sw.ts as is.
 */

/**
 * How wide the photo is in a kept copy, measured at the wanted box's shape: `resize` fits the photo inside its box,
 * so a box of another shape holds it at the width its narrower side allows.
 */
const widthAtWantedShape = (wanted: PhotoUrl, kept: PhotoUrl) =>
  Math.min(kept.width, (kept.height * wanted.width) / wanted.height);

/**
 * How well a kept copy stands in for the wanted size, smaller is better: the same mode first, and for `fit` (a crop)
 * the same shape; then the smallest copy at least as sharp as wanted (least to decode), else the sharpest.
 */
function fit(wanted: PhotoUrl, kept: PhotoUrl): number[] {
  const width = widthAtWantedShape(wanted, kept);
  const sharp = width >= wanted.width;
  return [
    kept.mode === wanted.mode ? 0 : 1,
    wanted.mode === 'fit' && !sameShape(kept, wanted) ? 1 : 0,
    sharp ? 0 : 1,
    sharp ? width : -width,
  ];
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
 * photo of the proxy or no other size of that photo was kept.
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
