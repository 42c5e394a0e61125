/**
 * The image proxy's URL, `/img/{width}/{height}/{mode}/{path}` (served by app/img, lib/server/media/image-request.ts).
 * Pure and import-free: the shop's image loader and the service worker (app/sw.ts) read it too.
 */

export interface ImageSize {
  width: number;
  height: number;
}

/** A photo URL of the proxy taken apart: `resize` fits the photo inside the box, `fit` crops it to cover the box. */
export interface PhotoUrl extends ImageSize {
  mode: 'resize' | 'fit';
  /** The catalogue path, without the leading slash. */
  path: string;
}

/** The image proxy URL of a catalogue photo at width × height (`/no-image.jpg` when it has none). */
export function imageUrl(path: string | null | undefined, width: number, height: number, mode: PhotoUrl['mode'] = 'resize'): string {
  return `/img/${width}/${height}/${mode}${path ? (path.startsWith('/') ? path : `/${path}`) : '/no-image.jpg'}`;
}

const PHOTO_URL = /^\/img\/(\d+)\/(\d+)\/(resize|fit)\/(.+)$/;

/** A photo URL's parts, or null for any other path (`identify`, which answers JSON, included). */
export function parsePhotoUrl(pathname: string): PhotoUrl | null {
  const match = PHOTO_URL.exec(pathname);
  if (!match) return null;
  const [, width, height, mode, path] = match;
  return { width: Number(width), height: Number(height), mode: mode as PhotoUrl['mode'], path: path! };
}

/** Same shape within 1 %: sizes of one ladder crop a photo alike, so the browser may swap them. */
export const sameShape = (a: ImageSize, b: ImageSize) =>
  Math.abs(a.height / a.width - b.height / b.width) <= 0.01 * (b.height / b.width);
