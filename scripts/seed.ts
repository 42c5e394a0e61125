/**
 * Seeds the demo catalogue.
 *   npm run seed                          the demo catalogue (~320 listed products) with images
 *   npm run seed -- --products 100000     a benchmark-sized catalogue
 *   npm run seed -- --reset               replace an existing catalogue
 *   npm run seed -- --no-images           skip image generation
 *   npm run seed -- --write-static-data   rewrite public/static-data/<store>/*.json (home page data) and exit
 * The database is DATABASE_URL (PostgreSQL) or the PGlite directory PGLITE_DIR (default .data/pglite).
 */
import path from 'node:path';
import cliProgress from 'cli-progress';
import { env } from '@/lib/config/env';
import { storeCodes } from '@/lib/config/store-views';
import { openDatabase, printableDatabaseLocation } from '@/lib/server/db/client';
import { pglitePageCacheAdvice } from '@/lib/server/db/page-cache';
import { writeHomeData } from '@/lib/server/seed/home-data';
import { countRows } from '@/lib/server/seed/write';
import {
  DEFAULT_PRODUCT_COUNT,
  defaultMediaDir,
  SeedRefusedError,
  seedDatabase,
  type SeedSummary,
} from '@/lib/server/seed';

interface Arguments {
  products: number;
  images: boolean;
  reset: boolean;
  seed?: number;
  writeStaticData: boolean;
}

const USAGE = `usage: npm run seed -- [--products N] [--no-images] [--reset] [--seed N] [--write-static-data]
  --products N   listed products to generate (default ${DEFAULT_PRODUCT_COUNT}, or SEED_PRODUCTS)
  --no-images    do not generate product images
  --reset        empty the catalogue tables first (otherwise a database with products is refused)
  --seed N       random seed (default: the fixed demo seed)
  --write-static-data  rewrite the home page's static data (public/static-data) and exit`;

function parseArguments(argv: string[]): Arguments {
  const args: Arguments = {
    products: env().SEED_PRODUCTS ?? DEFAULT_PRODUCT_COUNT,
    images: true,
    reset: false,
    writeStaticData: false,
  };
  const number = (name: string, value: string | undefined) => {
    const parsed = Number(value);
    if (value === undefined || !Number.isInteger(parsed) || parsed < 0)
      throw new Error(`${name} needs a non-negative integer, got '${value ?? ''}'.\n${USAGE}`);
    return parsed;
  };
  for (let index = 0; index < argv.length; index++) {
    const [flag, inline] = (argv[index] as string).split('=', 2) as [string, string | undefined];
    const value = () => inline ?? argv[++index];
    switch (flag) {
      case '--products':
        args.products = number('--products', value());
        break;
      case '--seed':
        args.seed = number('--seed', value());
        break;
      case '--no-images':
        args.images = false;
        break;
      case '--reset':
        args.reset = true;
        break;
      case '--write-static-data':
        args.writeStaticData = true;
        break;
      case '--help':
      case '-h':
        console.log(USAGE);
        process.exit(0);
        break;
      default:
        throw new Error(`Unknown option '${flag}'.\n${USAGE}`);
    }
  }
  return args;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function printSummary(summary: SeedSummary, totalMs: number): void {
  const types = Object.entries(summary.rowsByType)
    .map(([type, count]) => `${type} ${count}`)
    .join(', ');
  const listed = Object.entries(summary.listedByType)
    .map(([type, count]) => `${type} ${count}`)
    .join(', ');
  console.log('');
  console.log(`Seeded ${summary.listedProducts} listed products (${listed})`);
  console.log(
    `  product rows     ${summary.productRows} (${types}); ${summary.configurableChildren} configurable children, ${summary.disabledProducts} disabled`,
  );
  console.log(`  stock rows       ${summary.stockRows} (${summary.outOfStockRows} out of stock)`);
  console.log(`  categories       ${summary.categories}`);
  console.log(`  attributes       ${summary.attributes}`);
  console.log(`  tax rules        ${summary.taxRules}`);
  console.log(`  CMS              ${summary.cmsPages} pages, ${summary.cmsBlocks} blocks`);
  console.log(`  reviews          ${summary.reviews.approved} approved, ${summary.reviews.pending} pending`);
  console.log(`  coupons          ${summary.salesRules} added`);
  console.log(`  search lexicon   ${summary.lexiconWords} words`);
  if (summary.images) {
    const took = summary.images.generated > 0 ? ` in ${seconds(summary.images.durationMs)}` : '';
    console.log(
      `  images           ${summary.images.generated} generated${took}, ${summary.images.skipped} already there, in ${summary.images.directory}`,
    );
  } else {
    console.log('  images           skipped (--no-images)');
  }
  const phases = Object.entries(summary.timings)
    .map(([name, ms]) => `${name} ${seconds(ms)}`)
    .join(', ');
  console.log(`Done in ${seconds(totalMs)} (${phases}).`);
}

async function main(): Promise<void> {
  const args = parseArguments(process.argv.slice(2));
  if (args.writeStaticData) {
    for (const file of writeHomeData(path.join(process.cwd(), 'public'), storeCodes))
      console.log(`wrote ${path.relative(process.cwd(), file)}`);
    return;
  }
  const started = Date.now();
  console.log(`Seeding ${args.products} products into ${printableDatabaseLocation()}${args.reset ? ' (reset)' : ''}`);
  const database = await openDatabase();
  if (!args.reset) {
    const existing = await countRows(database.db, 'products');
    if (existing > 0) {
      await database.close();
      throw new SeedRefusedError(existing);
    }
  }
  const bars = new cliProgress.MultiBar(
    {
      format: ' {label} [{bar}] {percentage}% | {value}/{total} | {duration}s',
      hideCursor: true,
      clearOnComplete: false,
      noTTYOutput: true,
      notTTYSchedule: 5000,
    },
    cliProgress.Presets.shades_classic,
  );
  const productBar = bars.create(args.products, 0, { label: 'products' });
  const imageBar = args.images ? bars.create(1, 0, { label: 'images  ' }) : null;
  try {
    const summary = await seedDatabase(database.db, {
      products: args.products,
      images: args.images,
      mediaDir: defaultMediaDir(),
      reset: args.reset,
      seed: args.seed,
      onProgress: (done, total) => {
        productBar.setTotal(total);
        productBar.update(done);
      },
      onImageProgress: (done, total) => {
        imageBar?.setTotal(total);
        imageBar?.update(done);
      },
    });
    imageBar?.setTotal(Math.max(1, summary.images?.generated ?? 1));
    imageBar?.update(Math.max(1, summary.images?.generated ?? 1));
    bars.stop();
    printSummary(summary, Date.now() - started);
    const advice = await pglitePageCacheAdvice(database);
    if (advice) console.log(`\nNote: ${advice}`);
  } catch (error) {
    bars.stop();
    throw error;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof SeedRefusedError) {
    console.error(`\n${error.message}`);
  } else {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  }
  process.exit(1);
});
