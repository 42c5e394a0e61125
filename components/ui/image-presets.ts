import { imageSizes } from '@/lib/config/constants';
import { imageUrl, type ImageSize } from '@/lib/domain/image-url';

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
  return imageUrl(path, width, height, mode);
}

/** What an <img> needs, computed once (on the server) and handed to client components as plain data. */
export interface ImageAttributes {
  src: string;
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  decoding?: 'async' | 'sync' | 'auto';
}
