import { getImageProps } from 'next/image';
import { imagePresets, proxyImageUrl, type ImageAttributes, type ImagePreset } from './image-presets';
import { PlainImage } from './plain-image';

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

export interface ShopImageOptions {
  /** How wide the image shows per breakpoint (a responsive srcset of the served sizes of its shape). */
  sizes: string;
  /** The largest image of the first screen: eager, fetched with high priority (LCP). */
  priority?: boolean;
  /** In the first screen but not its largest image: eager, at the browser's own priority (React preloads it without `fetchpriority`). */
  eager?: boolean;
  /** For small fixed-size images: the CSS width, so the srcset offers 1x and 2x instead of viewport widths. */
  displayWidth?: number;
}

/**
 * next/image's attributes for a catalogue photo: getImageProps with the custom loader of next.config.ts
 * (lib/image-loader.ts onto /img/{w}/{h}/{mode}/{path}). Server side: client components receive the result as data,
 * so next/image's code never reaches the browser (ADR 0023).
 */
export function shopImageAttributes(path: string | null | undefined, preset: ImagePreset, { sizes, priority = false, eager = false, displayWidth }: ShopImageOptions): ImageAttributes {
  const { width, height } = imagePresets[preset];
  const { props } = getImageProps({
    src: proxyImageUrl(path, preset),
    alt: '',
    width: displayWidth ?? width,
    height: displayWidth ? Math.round((displayWidth * height) / width) : height,
    sizes: displayWidth ? undefined : sizes,
    priority,
    ...(eager && !priority ? { loading: 'eager' as const } : {}),
    fetchPriority: priority ? 'high' : undefined,
  });
  return {
    src: props.src,
    srcSet: displayWidth ? props.srcSet : distinctSrcSet(props.srcSet),
    sizes: props.sizes,
    width: Number(props.width),
    height: Number(props.height),
    loading: props.loading,
    ...(props.fetchPriority ? { fetchPriority: props.fetchPriority } : {}),
    decoding: props.decoding,
  };
}

/** The shop's image in server components: next/image's attributes (above) on an <img> with its alt text. */
export function ShopImage({ path, preset, alt, className, ...options }: ShopImageOptions & { path: string | null | undefined; preset: ImagePreset; alt: string; className?: string }) {
  return <PlainImage attributes={shopImageAttributes(path, preset, options)} alt={alt} className={className} />;
}
