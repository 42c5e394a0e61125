/**
 * The image proxy renders a fixed set of sizes (others snap to the nearest, or 400×400) and keeps its disk cache,
 * the placeholder included, within IMAGE_CACHE_MB (issue 11 §2).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { servedImageSizes } from '@/lib/domain/image-sizes';

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-proxy-'));
process.env.MEDIA_DIR = mediaDir;
process.env.IMAGE_CACHE_MB = '1';

// The environment is read once per process: the route is loaded after MEDIA_DIR and IMAGE_CACHE_MB are set.
let imageRoute: typeof import('@/app/img/[...path]/route').GET;
const cacheDir = path.join(mediaDir, 'cache');

async function photo(name: string) {
  const file = path.join(mediaDir, 'catalog', 'product', 't', 'e', name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Noise compresses badly, so the variants are large enough to make the 1 MB bound bite.
  const noise = Buffer.from(Array.from({ length: 1200 * 1500 * 3 }, () => Math.floor(Math.random() * 256)));
  await sharp(noise, { raw: { width: 1200, height: 1500, channels: 3 } }).jpeg({ quality: 90 }).toFile(file);
}

beforeAll(async () => {
  imageRoute = (await import('@/app/img/[...path]/route')).GET;
  await Promise.all(['one.jpg', 'two.jpg', 'three.jpg'].map(photo));
});
afterAll(() => fs.rmSync(mediaDir, { recursive: true, force: true }));

async function get(segments: string[], accept = 'image/jpeg') {
  const response = await imageRoute(new Request(`http://localhost/img/${segments.join('/')}`, { headers: { accept } }), {
    params: Promise.resolve({ path: segments }),
  });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, body };
}

const dimensions = async (body: Buffer) => {
  const meta = await sharp(body).metadata();
  return { width: meta.width, height: meta.height };
};

function cacheFiles(): { file: string; bytes: number }[] {
  if (!fs.existsSync(cacheDir)) return [];
  return fs
    .readdirSync(cacheDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { file: path.relative(cacheDir, file), bytes: fs.statSync(file).size };
    });
}

describe('formats', () => {
  it('answers a browser that also takes AVIF with WebP (faster to decode before the first frame), others with JPEG', async () => {
    const browser = await get(['324', '489', 'resize', 't', 'e', 'three.jpg'], 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8');
    expect(browser.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(browser.body).metadata()).format).toBe('webp');
    expect(browser.headers.get('vary')).toMatch(/accept/i);
    const other = await get(['324', '489', 'resize', 't', 'e', 'three.jpg'], '*/*');
    expect((await sharp(other.body).metadata()).format).toBe('jpeg');
  });
});

describe('sizes', () => {
  it('renders a served size exactly, and snaps others to the nearest or to 400×400', async () => {
    expect(await dimensions((await get(['600', '744', 'fit', 't', 'e', 'one.jpg'])).body)).toEqual({ width: 600, height: 744 });
    expect(await dimensions((await get(['320', '480', 'fit', 't', 'e', 'one.jpg'])).body)).toEqual({ width: 324, height: 489 });
    // 640×320 (the phone hero banner) is within 25 % per side of 777×333; nothing served is near 120×900.
    expect(await dimensions((await get(['777', '333', 'fit', 't', 'e', 'one.jpg'])).body)).toEqual({ width: 640, height: 320 });
    expect(await dimensions((await get(['120', '900', 'fit', 't', 'e', 'one.jpg'])).body)).toEqual({ width: 400, height: 400 });
  });

  it('keeps one variant per served size however many sizes are requested', async () => {
    for (let width = 10; width <= 1000; width += 90) await get([String(width), String(width + 3), 'fit', 't', 'e', 'two.jpg']);
    const variants = new Set(cacheFiles().filter((entry) => entry.file.endsWith('two.jpg')).map((entry) => entry.file.split(path.sep)[0]));
    expect(variants.size).toBeGreaterThan(0);
    for (const variant of variants) {
      expect(servedImageSizes.map((size) => `${size.width}x${size.height}`)).toContain(variant);
    }
  });
});

describe('disk cache', () => {
  it('stays within IMAGE_CACHE_MB while every variant of several photos is requested', async () => {
    for (const name of ['one.jpg', 'two.jpg', 'three.jpg']) {
      for (const size of servedImageSizes) {
        for (const accept of ['image/webp', 'image/jpeg']) await get([String(size.width), String(size.height), 'fit', 't', 'e', name], accept);
      }
    }
    const total = cacheFiles().reduce((sum, entry) => sum + entry.bytes, 0);
    expect(total).toBeGreaterThan(500 * 1024);
    expect(total).toBeLessThanOrEqual(1024 * 1024);
  });

  it('caches the placeholder of a missing photo', async () => {
    const first = await get(['324', '489', 'resize', 't', 'e', 'missing.jpg']);
    expect(first.status).toBe(404);
    expect(first.headers.get('x-image-placeholder')).toBe('1');
    expect(fs.existsSync(path.join(cacheDir, '_placeholder', '324x489', 'jpeg'))).toBe(true);
    const second = await get(['324', '489', 'resize', 't', 'e', 'other-missing.jpg']);
    expect(second.body.equals(first.body)).toBe(true);
    expect(await dimensions(second.body)).toEqual({ width: 324, height: 489 });
  });
});
