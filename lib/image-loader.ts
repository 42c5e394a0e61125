import { servedSizeFor } from '@/lib/domain/image-sizes';

/**
 * next/image's loader (next.config.ts images.loaderFile): images are given as the shop's own proxy URL at their base
 * size, `/img/{w}/{h}/{mode}/{path}`, and each width of the srcset becomes the served size of the same shape
 * (lib/domain/image-sizes: the proxy renders no other sizes, ADR 0013). Any other URL is used as it is.
 */
export default function shopImageLoader({ src, width }: { src: string; width: number; quality?: number }): string {
  const match = /^\/img\/(\d+)\/(\d+)\/([a-z]+)\/(.+)$/.exec(src);
  if (!match) return src;
  const [, baseWidth, baseHeight, mode, path] = match;
  const size = servedSizeFor({ width: Number(baseWidth), height: Number(baseHeight) }, width);
  return `/img/${size.width}/${size.height}/${mode}/${path}`;
}
