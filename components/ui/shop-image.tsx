import { getImageProps } from 'next/image';
import { imageSizes } from '@/lib/config/constants';
import type { ImageSize } from '@/lib/domain/image-sizes';

/** The shapes the shop shows photos in: base size (the spec's where it has one) and proxy mode. */
export const imagePresets = {
  tile: { ...imageSizes.productThumbnail, mode: 'resize' },
  gallery: { ...imageSizes.gallery, mode: 'resize' },
  galleryThumb: { width: 96, height: 119, mode: 'resize' },
  cart: { ...imageSizes.cartThumbnail, mode: 'resize' },
  hero: { width: 1024, height: 512, mode: 'resize' },
  banner: { width: 600, height: 400, mode: 'resize' },
  social: { width: 300, height: 300, mode: 'fit' },
} as const satisfies Record<string, ImageSize & { mode: 'resize' | 'fit' }>;

export type ImagePreset = keyof typeof imagePresets;

/** The proxy URL of a catalogue path at a preset's base size (the placeholder when there is no photo). */
export function proxyImageUrl(path: string | null | undefined, preset: ImagePreset): string {
  const { width, height, mode } = imagePresets[preset];
  return `/img/${width}/${height}/${mode}${path ? (path.startsWith('/') ? path : `/${path}`) : '/no-image.jpg'}`;
}

/** A srcset entry per distinct served file, described by its real width (the loader snaps several widths to one file). */
function distinctSrcSet(srcSet: string | undefined): string | undefined {
  if (!srcSet) return srcSet;
  const byUrl = new Map<string, number>();
  for (const entry of srcSet.split(', ')) {
    const url = entry.slice(0, entry.lastIndexOf(' '));
    byUrl.set(url, Number(/^\/img\/(\d+)\//.exec(url)?.[1] ?? 0));
  }
  return [...byUrl].map(([url, width]) => `${url} ${width}w`).join(', ');
}

/**
 * The shop's image: next/image's props (custom loader onto /img, lib/image-loader.ts) on a plain <img>, through
 * getImageProps, so server components render it without sending next/image's client code (ADR 0023). `sizes` says
 * how wide it shows per breakpoint; `priority` marks the largest image of the first screen (eager, high priority).
 */
export function ShopImage({
  path,
  preset,
  alt,
  sizes,
  priority = false,
  className,
  displayWidth,
}: {
  path: string | null | undefined;
  preset: ImagePreset;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
  /** For small fixed-size images: the CSS width, so the srcset offers 1x and 2x instead of viewport widths. */
  displayWidth?: number;
}) {
  const { width, height } = imagePresets[preset];
  const { props } = getImageProps({
    src: proxyImageUrl(path, preset),
    alt,
    width: displayWidth ?? width,
    height: displayWidth ? Math.round((displayWidth * height) / width) : height,
    sizes: displayWidth ? undefined : sizes,
    priority,
    fetchPriority: priority ? 'high' : undefined,
    className,
  });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the one <img> of the shop: next/image's own props (getImageProps), alt given by every caller
  return <img {...props} srcSet={displayWidth ? props.srcSet : distinctSrcSet(props.srcSet)} style={undefined} />;
}
