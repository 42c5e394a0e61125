/**
 * Runs before `next start` (npm start): migrates the database, seeds the demo catalogue when the products
 * table is empty (SEED_PRODUCTS products, default the demo size), and generates the product images the
 * media directory lacks. It closes the database afterwards, releasing the PGlite lock for the server.
 */
import { env } from '@/lib/config/env';
import { upgradeCatalogueTexts } from '@/lib/server/catalog/catalogue-text-upgrade';
import { databaseLocation, openDatabase } from '@/lib/server/db/client';
import { ensureSearchTexts } from '@/lib/server/search/search-texts';
import {
  DEFAULT_PRODUCT_COUNT,
  defaultMediaDir,
  generateImages,
  isCatalogueEmpty,
  missingImages,
  seedDatabase,
} from '@/lib/server/seed';

async function main(): Promise<void> {
  const started = Date.now();
  const mediaDir = defaultMediaDir();
  const location = databaseLocation();
  const database = await openDatabase();
  try {
    if (await isCatalogueEmpty(database.db)) {
      const products = env().SEED_PRODUCTS ?? DEFAULT_PRODUCT_COUNT;
      console.log(
        `prepare-db: empty catalogue in ${location.startsWith('postgres') ? 'PostgreSQL' : location}; seeding ${products} products…`,
      );
      const summary = await seedDatabase(database.db, { products, images: true, mediaDir });
      console.log(
        `prepare-db: seeded ${summary.listedProducts} listed products (${summary.productRows} rows), ` +
          `${summary.images?.generated ?? 0} images in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      return;
    }
    const upgraded = await upgradeCatalogueTexts(database.db);
    if (upgraded && upgraded.decoded + upgraded.translated > 0) {
      console.log(`prepare-db: catalogue texts upgraded: ${upgraded.decoded} rows with HTML entities decoded, ${upgraded.translated} demo documents translated`);
    }
    const searchTexts = await ensureSearchTexts(database.db);
    if (searchTexts) console.log(`prepare-db: German and Italian search texts written for ${searchTexts} products`);
    const missing = missingImages(mediaDir).length;
    if (missing > 0) {
      console.log(`prepare-db: ${missing} product images missing in ${mediaDir}; generating…`);
      const images = await generateImages(mediaDir);
      console.log(
        `prepare-db: generated ${images.generated} images in ${(images.durationMs / 1000).toFixed(1)} s`,
      );
    } else {
      console.log(`prepare-db: database and images ready (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
