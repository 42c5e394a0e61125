/**
 * Where generated images live. Files are shared by every product of a kind and colour (100k products reuse
 * a few hundred files). Paths follow Magento: `/<a>/<b>/<file>` with a and b the first two letters of the
 * file name, stored under `<MEDIA_DIR>/catalog/product`.
 */
import type { ColorLabel } from './attributes';
import type { ImageKind, ImageView } from './kinds';
import { slugify } from './slug';

export function imageFileName(kind: ImageKind, color: ColorLabel, view: ImageView): string {
  return `${kind}-${slugify(color)}-${view}.jpg`;
}

/** `/t/e/tee-green-front.jpg` for `tee-green-front.jpg`. */
export function mediaPath(fileName: string): string {
  return `/${fileName.charAt(0)}/${fileName.charAt(1)}/${fileName}`;
}

export function productImage(kind: ImageKind, color: ColorLabel, view: ImageView = 'front'): string {
  return mediaPath(imageFileName(kind, color, view));
}

/** Subdirectory of MEDIA_DIR holding product images (the image proxy reads `<MEDIA_DIR>/catalog/product/<path>`). */
export const PRODUCT_MEDIA_SUBDIR = 'catalog/product';
export const PLACEHOLDER_FILE = 'placeholder.jpg';
