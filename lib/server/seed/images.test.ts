import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { storeCodes } from '@/lib/config/store-views';
import { categoryIds, categorySlugIn } from './categories';
import { buildHomeData, HOME_DATA_FILES, staticDataDir } from './home-data';
import { imageFileName, mediaPath, productImage } from './image-paths';
import { generateImages, imageJobs, missingImages } from './images';

describe('image paths', () => {
  it('follow Magento: /<a>/<b>/<file> with the first two letters of the file', () => {
    expect(imageFileName('tee', 'Green', 'front')).toBe('tee-green-front.jpg');
    expect(mediaPath('ws01-green_main.jpg')).toBe('/w/s/ws01-green_main.jpg');
    expect(productImage('hoodie', 'Navy', 'back')).toBe('/h/o/hoodie-navy-back.jpg');
  });

  it('lists each image once: kinds × colours × views, banners and feed squares', () => {
    const jobs = imageJobs();
    const paths = jobs.map((job) => job.relativePath);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('t/e/tee-green-detail.jpg');
    expect(paths).toContain('b/a/banner-main.jpg');
    expect(jobs.length).toBeGreaterThan(400);
    expect(jobs.length).toBeLessThan(700);
  });

  it('draws SVG that sharp renders, and skips files that exist', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-images-'));
    try {
      const all = missingImages(dir);
      expect(all.length).toBe(imageJobs().length + 1);
      // Render a sample (one per kind is enough to prove the drawings are valid) by pre-creating the rest.
      const sample = new Set([
        't/e/tee-green-detail.jpg',
        'h/o/hoodie-white-back.jpg',
        'w/a/watch-multi-front.jpg',
        'b/a/banner-sale.jpg',
        'i/n/insta-01.jpg',
      ]);
      for (const job of imageJobs()) {
        if (sample.has(job.relativePath)) continue;
        const file = path.join(dir, 'catalog/product', job.relativePath);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, '');
      }
      const summary = await generateImages(dir, { concurrency: 2 });
      expect(summary.generated).toBe(sample.size + 1);
      const sharp = (await import('sharp')).default;
      const meta = await sharp(path.join(dir, 'catalog/product/t/e/tee-green-detail.jpg')).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 600, height: 744 });
      expect((await sharp(path.join(dir, 'placeholder.jpg')).metadata()).width).toBe(600);
      expect(missingImages(dir)).toEqual([]);
      const again = await generateImages(dir);
      expect(again.generated).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});

describe('home page static data', () => {
  const drawn = new Set(imageJobs().map((job) => `/${job.relativePath}`));
  // Each store's banners link its own category slugs (`/de` → `/c/damen-20`, ADR 0048), never another store's.
  const slugsIn = (storeCode: (typeof storeCodes)[number]) => new Set(categoryIds().map((id) => categorySlugIn(id, storeCode)));

  it.each(storeCodes)(
    'is committed for store %s exactly as buildHomeData makes it (npm run seed -- --write-static-data)',
    (storeCode) => {
      const data = buildHomeData(storeCode);
      for (const name of HOME_DATA_FILES) {
        const file = path.join(staticDataDir(path.join(process.cwd(), 'public'), storeCode), `${name}.json`);
        expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(data[name]);
      }
    },
  );

  it.each(storeCodes)("references generated images and the store's own category addresses (%s)", (storeCode) => {
    const data = buildHomeData(storeCode);
    const slugs = slugsIn(storeCode);
    const banners = [
      ...data.promoted_offers.mainBanners,
      ...data.promoted_offers.smallBanners,
      ...data.promoted_offers.productBanners,
      data['main-images'].image,
    ];
    for (const banner of banners) {
      expect(drawn.has(banner.image)).toBe(true);
      expect(slugs.has(banner.link.replace(/^\/c\//, ''))).toBe(true);
    }
    expect(data['instagram-images'].length).toBe(6);
    for (const entry of data['instagram-images']) expect(drawn.has(entry.image)).toBe(true);
  });
});
