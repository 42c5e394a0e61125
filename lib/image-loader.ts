import { servedSizeFor } from '@/lib/domain/image-sizes';
import { imageUrl, parsePhotoUrl } from '@/lib/domain/image-url';

/**
 * next/image's loader (next.config.ts images.loaderFile): images are given as the shop's own proxy URL at their base
 * size, `/img/{w}/{h}/{mode}/{path}`, and each width of the srcset becomes the served size of the same shape
 * (lib/domain/image-sizes: the proxy renders no other sizes, ADR 0013). Any other URL is used as it is.
 */
export default function shopImageLoader({ src, width }: { src: string; width: number; quality?: number }): string {
  const photo = parsePhotoUrl(src);
  if (!photo) return src;
  const size = servedSizeFor(photo, width);
  return imageUrl(photo.path, size.width, size.height, photo.mode);
}
