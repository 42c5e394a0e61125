import type { ImageAttributes } from './image-presets';

/** Renders precomputed image attributes; the one <img> element of the shop's components. */
export function PlainImage({ attributes, alt, className }: { attributes: ImageAttributes; alt: string; className?: string }) {
  // Unset attributes are left out rather than passed as undefined: the page payload would spell each one out per image.
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes (getImageProps, custom loader), rendered without its client code
  return <img {...attributes} alt={alt} {...(className ? { className } : {})} />;
}
