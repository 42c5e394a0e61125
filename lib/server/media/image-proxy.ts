import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { env, resolveDataPath } from '@/lib/config/env';
import { snapImageSize } from '@/lib/domain/image-sizes';
import { ImageDiskCache } from './image-cache';
import type { ImageFormat, ImageRequest } from './image-request';

const mediaRoot = () => resolveDataPath(env().MEDIA_DIR);
const productRoot = () => path.join(mediaRoot(), 'catalog', 'product');
const cacheRoot = () => path.join(mediaRoot(), 'cache');

const contentTypes: Record<ImageFormat, string> = { webp: 'image/webp', jpeg: 'image/jpeg' };

async function readIfExists(file: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(file);
  } catch {
    return null;
  }
}

async function placeholderSource(): Promise<Buffer> {
  const file = await readIfExists(path.join(mediaRoot(), 'placeholder.jpg'));
  if (file) return file;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="744"><rect width="100%" height="100%" fill="#f2f2f2"/><path d="M220 260h160l60 60-40 40-20-20v220H220V340l-20 20-40-40z" fill="#d6d6d6"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

/** Only the image route loads this module: one copy per process (ADR 0058). */
let current: { key: string; cache: ImageDiskCache } | undefined;

/** The process's bounded cache of resized images (IMAGE_CACHE_MB), one per media store. */
function imageCache(): ImageDiskCache {
  const key = `${cacheRoot()}|${env().IMAGE_CACHE_MB}`;
  if (current?.key !== key) current = { key, cache: new ImageDiskCache(cacheRoot(), env().IMAGE_CACHE_MB * 1024 * 1024) };
  return current.cache;
}

function transform(source: Buffer, request: ImageRequest, format: ImageFormat) {
  const pipeline = sharp(source).resize(request.width, request.height, {
    fit: request.mode === 'fit' ? 'cover' : 'inside',
    withoutEnlargement: request.mode !== 'fit',
    background: '#ffffff',
  });
  if (format === 'webp') return pipeline.webp({ quality: 78 }).toBuffer();
  return pipeline.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}

export interface ImageResult {
  status: number;
  body: Buffer | string;
  headers: Record<string, string>;
}

/**
 * Resizes a media-store image, or the placeholder when it is missing, to one of the served sizes (a requested size
 * snaps to the nearest, ADR 0013); every variant, the placeholder's too, comes from the bounded disk cache.
 */
export async function serveImage(request: ImageRequest, format: ImageFormat): Promise<ImageResult> {
  const sourceFile = path.join(productRoot(), request.relativePath);
  if (!sourceFile.startsWith(productRoot() + path.sep)) throw new Error('Path escaped the media store');
  const source = await readIfExists(sourceFile);

  if (request.mode === 'identify') {
    if (!source) return { status: 404, body: JSON.stringify({ code: 404, result: 'Image not found.' }), headers: { 'Content-Type': 'application/json' } };
    const meta = await sharp(source).metadata();
    return {
      status: 200,
      body: JSON.stringify({ code: 200, result: { format: meta.format, width: meta.width, height: meta.height, size: source.length } }),
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=86400' },
    };
  }

  const size = snapImageSize(request);
  const served: ImageRequest = { ...request, ...size };
  const variant = `${size.width}x${size.height}`;
  if (!source) {
    const body = await imageCache().getOrCreate(`_placeholder/${variant}/${format}`, async () =>
      transform(await placeholderSource(), { ...served, mode: 'fit' }, format),
    );
    return {
      status: 404,
      body,
      headers: { 'Content-Type': contentTypes[format], 'Cache-Control': 'public, max-age=300', 'X-Image-Placeholder': '1', Vary: 'Accept' },
    };
  }

  const body = await imageCache().getOrCreate(`${variant}/${request.mode}/${format}/${request.relativePath}`, () =>
    transform(source, served, format),
  );
  return {
    status: 200,
    body,
    headers: {
      'Content-Type': contentTypes[format],
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept',
    },
  };
}
