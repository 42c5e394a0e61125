import shopImageLoader from '@/lib/image-loader';
import { imagePresets, proxyImageUrl, type ImagePreset } from './image-presets';
import { PlainImage } from './plain-image';

/**
 * A fixed-width thumbnail for client islands (cart, checkout summary, compare, wishlist): what next/image gives a
 * fixed-width image (1x and 2x through the configured loader), without shipping next/image to the browser.
 */
export function ShopThumbnail({ path, preset, width, alt = '', className }: { path: string | null | undefined; preset: ImagePreset; width: number; alt?: string; className?: string }) {
  const base = imagePresets[preset];
  const src = proxyImageUrl(path, preset);
  const once = shopImageLoader({ src, width });
  const twice = shopImageLoader({ src, width: width * 2 });
  return (
    <PlainImage
      attributes={{
        src: once,
        srcSet: once === twice ? undefined : `${once} 1x, ${twice} 2x`,
        width,
        height: Math.round((width * base.height) / base.width),
        loading: 'lazy',
        decoding: 'async',
      }}
      alt={alt}
      className={className}
    />
  );
}
