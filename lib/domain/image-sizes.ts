import { imageSizes } from '@/lib/config/constants';
import { sameShape, type ImageSize } from './image-url';

/**
 * The only sizes the image proxy renders (ADR 0013): the spec's cart thumbnail, product thumbnail and gallery, the
 * sizes the shop's pages ask for, the Vue Storefront client's defaults, and the fallback. Every variant of a photo
 * is one of these × mode × format, so a client cannot make the server resize (and store) millions of variants.
 */
export const servedImageSizes: readonly ImageSize[] = [
  imageSizes.cartThumbnail, // 210×300
  imageSizes.productThumbnail, // 324×489
  imageSizes.gallery, // 600×744
  { width: 96, height: 119 }, // product gallery thumbnails
  { width: 192, height: 238 }, // product gallery thumbnails, 2x screens
  { width: 825, height: 1023 }, // product gallery, 2x screens
  { width: 432, height: 652 }, // product thumbnails, half a phone's width at 1.75–2x (not 648: a third fewer bytes)
  { width: 648, height: 978 }, // product thumbnails, 2x screens
  { width: 1024, height: 512 }, // home hero banner
  { width: 640, height: 320 }, // home hero banner on phones
  { width: 600, height: 400 }, // home promoted banners
  { width: 900, height: 600 }, // home promoted banners, wide or 2x
  { width: 300, height: 300 }, // home social tiles
  { width: 150, height: 150 }, // Vue Storefront cart and wishlist thumbnails
  { width: 310, height: 300 }, // Vue Storefront product thumbnails
  { width: imageSizes.fallbackDimension, height: imageSizes.fallbackDimension },
];

/** How far (relative, per side) a request may be from a served size and still get it rather than the fallback. */
const SNAP_TOLERANCE = 0.25;

const distance = (a: ImageSize, b: ImageSize) => Math.hypot((a.width - b.width) / b.width, (a.height - b.height) / b.height);

/** The served size for a requested one: itself when served, else the nearest within 25 % per side, else 400×400. */
export function snapImageSize(requested: ImageSize): ImageSize {
  let best: ImageSize | null = null;
  for (const size of servedImageSizes) {
    const close =
      Math.abs(requested.width - size.width) <= size.width * SNAP_TOLERANCE &&
      Math.abs(requested.height - size.height) <= size.height * SNAP_TOLERANCE;
    if (close && (!best || distance(requested, size) < distance(requested, best))) best = size;
  }
  const fallback = imageSizes.fallbackDimension;
  return best ?? { width: fallback, height: fallback };
}

/** The served sizes of `base`'s shape, narrowest first: the widths a srcset of that image can offer. */
function imageLadder(base: ImageSize): ImageSize[] {
  return servedImageSizes.filter((size) => sameShape(size, base)).sort((a, b) => a.width - b.width);
}

/** The served size of `base`'s shape for a wanted width: the narrowest at least that wide, else the widest. */
export function servedSizeFor(base: ImageSize, width: number): ImageSize {
  const ladder = imageLadder(base);
  return ladder.find((size) => size.width >= width) ?? ladder[ladder.length - 1] ?? snapImageSize(base);
}
