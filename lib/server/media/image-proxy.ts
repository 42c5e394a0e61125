import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { env, resolveDataPath } from '@/lib/config/env';
import type { ImageFormat, ImageRequest } from './image-request';

export const mediaRoot = () => resolveDataPath(env().MEDIA_DIR);
const productRoot = () => path.join(mediaRoot(), 'catalog', 'product');
const cacheRoot = () => path.join(mediaRoot(), 'cache');

const contentTypes: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

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

function transform(source: Buffer, request: ImageRequest, format: ImageFormat) {
  const pipeline = sharp(source).resize(request.width, request.height, {
    fit: request.mode === 'fit' ? 'cover' : 'inside',
    withoutEnlargement: request.mode !== 'fit',
    background: '#ffffff',
  });
  if (format === 'avif') return pipeline.avif({ quality: 55, effort: 2 }).toBuffer();
  if (format === 'webp') return pipeline.webp({ quality: 78 }).toBuffer();
  return pipeline.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}

export interface ImageResult {
  status: number;
  body: Buffer | string;
  headers: Record<string, string>;
}

/** Resizes a media-store image (cached on disk per size, mode and format), or the placeholder when missing. */
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

  if (!source) {
    const body = await transform(await placeholderSource(), { ...request, mode: 'fit' }, format);
    return {
      status: 404,
      body,
      headers: { 'Content-Type': contentTypes[format], 'Cache-Control': 'public, max-age=300', 'X-Image-Placeholder': '1', Vary: 'Accept' },
    };
  }

  const cacheFile = path.join(cacheRoot(), `${request.width}x${request.height}`, request.mode, format, request.relativePath);
  let body = await readIfExists(cacheFile);
  if (!body) {
    body = await transform(source, request, format);
    await fs.mkdir(path.dirname(cacheFile), { recursive: true });
    await fs.writeFile(cacheFile, body).catch(() => undefined);
  }
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
