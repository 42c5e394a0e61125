/**
 * Generated product images: every (kind, colour, view) the catalogue can reference, home banners and
 * social-feed squares, rendered from SVG to JPEG with sharp under `<MEDIA_DIR>/catalog/product/<a>/<b>/`.
 * Files are shared by all products of a kind and colour; existing files are kept.
 */
import fs from 'node:fs';
import path from 'node:path';
import { COLORS, type ColorLabel } from './attributes';
import { bannerSvg, type BannerItem, CANVAS, FRAME, paintFor, placeholderSvg, productSvg } from './image-shapes';
import { imageFileName, mediaPath, PLACEHOLDER_FILE, PRODUCT_MEDIA_SUBDIR } from './image-paths';
import { IMAGE_KINDS, type ImageKind } from './kinds';

export interface ImageJob {
  /** Path below `<MEDIA_DIR>/catalog/product`, e.g. `t/e/tee-green-front.jpg`. */
  relativePath: string;
  width: number;
  height: number;
  svg: () => string;
}

const hexOf = new Map<string, string>(COLORS.map((color) => [color.label, color.hex]));

function paintOf(color: ColorLabel) {
  return paintFor(hexOf.get(color) ?? '#888888', color === 'Multi');
}

const relative = (fileName: string) => mediaPath(fileName).slice(1);

interface BannerSpec {
  name: string;
  width: number;
  height: number;
  background: [string, string];
  items: [ImageKind, ColorLabel][];
  /**
   * Share of the width kept free on the left for the title the storefront lays over the banner; the products stand
   * right of it (chosen so a phone's 4:3 crop anchored right still shows them all).
   */
  textSpace?: number;
}

const BANNERS: BannerSpec[] = [
  {
    name: 'main',
    width: 1200,
    height: 600,
    background: ['#f3e7e9', '#e3eeff'],
    textSpace: 0.5,
    items: [
      ['jacket', 'Lavender'],
      ['tee', 'Pink'],
      ['pants', 'Navy'],
    ],
  },
  {
    name: 'women',
    width: 800,
    height: 600,
    background: ['#fde2e4', '#fad2e1'],
    items: [
      ['bra', 'Purple'],
      ['tank', 'White'],
      ['shorts', 'Black'],
    ],
  },
  {
    name: 'men',
    width: 800,
    height: 600,
    background: ['#dfe7fd', '#cddafd'],
    items: [
      ['hoodie', 'Gray'],
      ['tee', 'Blue'],
      ['shorts', 'Black'],
    ],
  },
  {
    name: 'gear',
    width: 800,
    height: 600,
    background: ['#e2ece9', '#bee1e6'],
    items: [
      ['backpack', 'Green'],
      ['watch', 'Black'],
      ['bottle', 'Orange'],
    ],
  },
  {
    name: 'sale',
    width: 1200,
    height: 400,
    background: ['#ffd6a5', '#ffadad'],
    textSpace: 0.56,
    items: [
      ['tank', 'Red'],
      ['tee', 'Yellow'],
      ['shorts', 'Blue'],
      ['bra', 'Purple'],
    ],
  },
  {
    name: 'training',
    width: 800,
    height: 600,
    background: ['#e9edc9', '#ccd5ae'],
    items: [
      ['video', 'Blue'],
      ['mat', 'Purple'],
      ['ball', 'Blue'],
    ],
  },
  {
    name: 'collection',
    width: 1600,
    height: 600,
    background: ['#edede9', '#d6ccc2'],
    textSpace: 0.5,
    items: [
      ['jacket', 'Green'],
      ['hoodie', 'Beige'],
      ['tee', 'White'],
      ['pants', 'Gray'],
      ['backpack', 'Black'],
    ],
  },
];

const INSTAGRAM: [ImageKind, ColorLabel, string][] = [
  ['tee', 'Orange', '#fff1e6'],
  ['mat', 'Purple', '#f0efeb'],
  ['bottle', 'Blue', '#e2ece9'],
  ['hoodie', 'Navy', '#dfe7fd'],
  ['shorts', 'Green', '#fde2e4'],
  ['watch', 'Red', '#eae4e9'],
];

export const bannerFile = (name: string) => `banner-${name}.jpg`;
export const instagramFile = (index: number) => `insta-${String(index).padStart(2, '0')}.jpg`;

function bannerItems(spec: BannerSpec): BannerItem[] {
  // One slot per product between the margins (or the title's space) and the right edge.
  const start = spec.width * (spec.textSpace ?? 0.05);
  const span = spec.width * 0.97 - start;
  // Scale the product frame (not the whole canvas) so the products fill the banner's height or their slot.
  const scale = Math.min((spec.height * 0.72) / FRAME.height, (span / spec.items.length / FRAME.width) * 0.92);
  return spec.items.map(([kind, color], index) => ({
    kind,
    paint: paintOf(color),
    scale,
    x: start + span * ((index + 0.5) / spec.items.length),
  }));
}

/** Every image the seed writes (the placeholder apart). */
export function imageJobs(): ImageJob[] {
  const jobs: ImageJob[] = [];
  for (const [kind, spec] of Object.entries(IMAGE_KINDS) as [ImageKind, (typeof IMAGE_KINDS)[ImageKind]][]) {
    for (const color of spec.colors) {
      for (const view of spec.views) {
        jobs.push({
          relativePath: relative(imageFileName(kind, color, view)),
          width: CANVAS.width,
          height: CANVAS.height,
          svg: () => productSvg(kind, paintOf(color), view),
        });
      }
    }
  }
  for (const banner of BANNERS) {
    jobs.push({
      relativePath: relative(bannerFile(banner.name)),
      width: banner.width,
      height: banner.height,
      svg: () => bannerSvg(banner.width, banner.height, banner.background, bannerItems(banner)),
    });
  }
  INSTAGRAM.forEach(([kind, color, background], index) => {
    jobs.push({
      relativePath: relative(instagramFile(index + 1)),
      width: 600,
      height: 600,
      svg: () =>
        bannerSvg(600, 600, [background, background], [{ kind, paint: paintOf(color), x: 300, scale: 0.86 }]),
    });
  });
  return jobs;
}

export interface ImageSummary {
  total: number;
  generated: number;
  skipped: number;
  durationMs: number;
  directory: string;
}

export interface ImageOptions {
  /** Parallel renders (libvips also uses threads of its own); defaults to the number of CPUs, at most 4. */
  concurrency?: number;
  /** Re-render files that already exist. */
  force?: boolean;
  onProgress?: (done: number, total: number) => void;
}

function productMediaDir(mediaDir: string): string {
  return path.join(mediaDir, PRODUCT_MEDIA_SUBDIR);
}

/** Images the media directory still lacks (the placeholder included). */
export function missingImages(mediaDir: string): ImageJob[] {
  const root = productMediaDir(mediaDir);
  const missing = imageJobs().filter((job) => !fs.existsSync(path.join(root, job.relativePath)));
  if (!fs.existsSync(path.join(mediaDir, PLACEHOLDER_FILE))) {
    missing.push({
      relativePath: `../../${PLACEHOLDER_FILE}`,
      width: CANVAS.width,
      height: CANVAS.height,
      svg: placeholderSvg,
    });
  }
  return missing;
}

type Sharp = typeof import('sharp').default;

async function render(sharpModule: Sharp, job: ImageJob, file: string): Promise<void> {
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await sharpModule(Buffer.from(job.svg()), { density: 72 })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85 })
    .toFile(temporary);
  // Rename so an interrupted run never leaves a half-written file that later runs would keep.
  await fs.promises.rename(temporary, file);
}

export async function generateImages(mediaDir: string, options: ImageOptions = {}): Promise<ImageSummary> {
  const started = Date.now();
  const sharpModule = (await import('sharp')).default;
  const root = productMediaDir(mediaDir);
  const all = imageJobs();
  all.push({
    relativePath: `../../${PLACEHOLDER_FILE}`,
    width: CANVAS.width,
    height: CANVAS.height,
    svg: placeholderSvg,
  });
  const todo = options.force ? all : all.filter((job) => !fs.existsSync(path.join(root, job.relativePath)));
  const concurrency = Math.max(
    1,
    options.concurrency ?? Math.min(4, (await import('node:os')).cpus().length),
  );
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < todo.length) {
      const job = todo[next++] as ImageJob;
      await render(sharpModule, job, path.join(root, job.relativePath));
      options.onProgress?.(++done, todo.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, todo.length) }, worker));
  return {
    total: all.length,
    generated: todo.length,
    skipped: all.length - todo.length,
    durationMs: Date.now() - started,
    directory: mediaDir,
  };
}
