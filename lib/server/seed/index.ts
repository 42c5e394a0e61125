/**
 * `npm run seed`: the deterministic demo catalogue (categories, attributes, products of every type with
 * stock, reviews, the search lexicon, tax rules, CMS pages and blocks) and its generated images.
 * Products are generated and written in batches, so `--products 100000` runs in bounded memory.
 */
import {
  SEARCH_PROJECTION_TABLES,
  compactSearchProjection,
  syncSearchStockFlags,
  refreshCatalogueStatistics,
} from '@/lib/server/catalog/catalogue-statistics';
import { bumpCatalogVersion } from '@/lib/server/catalog/catalog-version';
import { refreshSearchTexts } from '@/lib/server/search/search-texts';
import { env, resolveDataPath } from '@/lib/config/env';
import { ROOT_CATEGORY_ID } from '@/lib/config/constants';
import type { Db } from '@/lib/server/db/client';
import {
  attributes,
  categories,
  cmsBlocks,
  cmsPages,
  meta,
  products,
  reviews,
  searchLexicon,
  stock,
  taxRules,
} from '@/lib/server/db/schema';
import { buildAttributes } from './attributes';
import { buildCategories } from './categories';
import { buildCmsBlocks, buildCmsPages } from './cms';
import { generateImages, type ImageSummary } from './images';
import { LexiconCounter } from './lexicon';
import { seedSalesRules } from './sales-rules';
import { DEFAULT_PRODUCT_COUNT, generateProductGroups, isListed } from './products';
import { DEFAULT_SEED, Random } from './random';
import { generateReviews, reviewShare } from './reviews';
import { buildTaxRules } from './tax';
import {
  BatchInserter,
  countRows,
  insertAll,
  productRow,
  type ProductRow,
  reviewRow,
  type ReviewRow,
  stockRow,
  type StockRow,
  truncateCatalogue,
  withoutSecondaryIndexes,
} from './write';
import { productStatus } from '@/lib/config/product-status';

export { DEFAULT_PRODUCT_COUNT } from './products';
export { generateImages, missingImages } from './images';

/** Bump when the catalogue's shape changes; stored in meta 'seed'. */
const SEED_VERSION = 1;
/** From this many products on, the products table's secondary indexes are built after the inserts. */
const BULK_INDEX_THRESHOLD = 20_000;

export interface SeedOptions {
  /** Target number of listed products (status 1, visibility 2/3/4); default DEFAULT_PRODUCT_COUNT. */
  products?: number;
  /** Generate the product images (default true); skipped files that already exist. */
  images?: boolean;
  /** Defaults to MEDIA_DIR (`.data/media`). */
  mediaDir?: string;
  /** Empty the catalogue tables first; without it a database that has products is refused. */
  reset?: boolean;
  seed?: number;
  /** Seed time (special price windows, created_at); default now. */
  now?: Date;
  /** Products per INSERT (default 250, measured fastest on PGlite). */
  batchSize?: number;
  /** Listed products written so far, of the target. */
  onProgress?: (done: number, total: number) => void;
  onImageProgress?: (done: number, total: number) => void;
}

export interface SeedSummary {
  seed: number;
  version: number;
  /** Listed products: status 1, visibility 2, 3 or 4. */
  listedProducts: number;
  /** Every products row (configurable children, disabled and invisible products included). */
  productRows: number;
  rowsByType: Record<string, number>;
  listedByType: Record<string, number>;
  configurableChildren: number;
  disabledProducts: number;
  stockRows: number;
  outOfStockRows: number;
  categories: number;
  attributes: number;
  taxRules: number;
  cmsPages: number;
  cmsBlocks: number;
  /** Demo coupons added (existing codes are kept, so a reseed adds none). */
  salesRules: number;
  reviews: { approved: number; pending: number };
  lexiconWords: number;
  /** Up to three SKUs per special case ('special-active', 'bundle', 'variant-out-of-stock', …). */
  examples: Record<string, string[]>;
  images: ImageSummary | null;
  durationMs: number;
  timings: Record<string, number>;
}

export class SeedRefusedError extends Error {
  constructor(readonly existingProducts: number) {
    super(
      `The database already holds a catalogue (${existingProducts} products). ` +
        'Run the seed with --reset to replace it (this empties products, stock, categories, attributes, tax rules, CMS and reviews).',
    );
    this.name = 'SeedRefusedError';
  }
}

export function defaultMediaDir(): string {
  return resolveDataPath(env().MEDIA_DIR);
}

const increment = (record: Record<string, number>, key: string) => {
  record[key] = (record[key] ?? 0) + 1;
};

export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = Date.now();
  const timings: Record<string, number> = {};
  const lap = (name: string, since: number) => {
    timings[name] = Date.now() - since;
    return Date.now();
  };
  const now = options.now ?? new Date();
  const seed = options.seed ?? DEFAULT_SEED;
  const target = Math.max(0, Math.floor(options.products ?? DEFAULT_PRODUCT_COUNT));
  const batchSize = options.batchSize ?? 250;

  if (options.reset) {
    await truncateCatalogue(db);
  } else {
    const existing = await countRows(db, 'products');
    if (existing > 0) throw new SeedRefusedError(existing);
  }

  // Images render in libvips threads while the database work runs on this one.
  let images: Promise<ImageSummary> | null = null;
  if (options.images !== false) {
    images = generateImages(options.mediaDir ?? defaultMediaDir(), { onProgress: options.onImageProgress });
    images.catch(() => undefined);
  }

  const summary: SeedSummary = {
    seed,
    version: SEED_VERSION,
    listedProducts: 0,
    productRows: 0,
    rowsByType: {},
    listedByType: {},
    configurableChildren: 0,
    disabledProducts: 0,
    stockRows: 0,
    outOfStockRows: 0,
    categories: 0,
    attributes: 0,
    taxRules: 0,
    cmsPages: 0,
    cmsBlocks: 0,
    salesRules: 0,
    reviews: { approved: 0, pending: 0 },
    lexiconWords: 0,
    examples: {},
    images: null,
    durationMs: 0,
    timings,
  };
  const categoryCounts = new Map<number, number>();
  const lexicon = new LexiconCounter();
  const reviewRng = new Random(seed).fork('reviews');
  const share = reviewShare(target);

  let mark = Date.now();
  const writeProducts = async () => {
    const productInserter = new BatchInserter<ProductRow>(db, products, batchSize);
    const stockInserter = new BatchInserter<StockRow>(db, stock, batchSize * 4);
    const reviewInserter = new BatchInserter<ReviewRow>(db, reviews, batchSize * 4);
    for (const group of generateProductGroups({ products: target, seed, now })) {
      for (const product of group) {
        const { doc } = product;
        await productInserter.add(productRow(product));
        await stockInserter.add(stockRow(product));
        summary.productRows++;
        summary.stockRows++;
        increment(summary.rowsByType, doc.type_id);
        if (!doc.stock.is_in_stock) summary.outOfStockRows++;
        if (product.parentSku) summary.configurableChildren++;
        if (doc.status !== productStatus.enabled) summary.disabledProducts++;
        for (const entry of product.cases) {
          const list = (summary.examples[entry] ??= []);
          if (list.length < 3) list.push(doc.sku);
        }
        if (!isListed(product)) continue;
        summary.listedProducts++;
        increment(summary.listedByType, doc.type_id);
        lexicon.add(doc.name);
        categoryCounts.set(ROOT_CATEGORY_ID, (categoryCounts.get(ROOT_CATEGORY_ID) ?? 0) + 1);
        for (const id of doc.category_ids) categoryCounts.set(id, (categoryCounts.get(id) ?? 0) + 1);
        if (reviewRng.chance(share)) {
          for (const review of generateReviews(reviewRng, doc.id, now)) {
            await reviewInserter.add(reviewRow(review));
            if (review.reviewStatus === 1) summary.reviews.approved++;
            else summary.reviews.pending++;
          }
        }
      }
      options.onProgress?.(summary.listedProducts, Math.max(target, summary.listedProducts));
    }
    await productInserter.finish();
    await stockInserter.finish();
    await reviewInserter.finish();
  };
  if (target >= BULK_INDEX_THRESHOLD) {
    // The search projection (product_search, ADR 0045) and its text tables (ADR 0070) are written by triggers with
    // every batch: their indexes are built once at the end too.
    const written = ['products', ...SEARCH_PROJECTION_TABLES].reduceRight<() => Promise<void>>(
      (work, table) => () => withoutSecondaryIndexes(db, table, work),
      async () => {
        await writeProducts();
        mark = lap('products', mark);
      },
    );
    await written();
    mark = lap('productIndexes', mark);
  } else {
    await writeProducts();
    mark = lap('products', mark);
  }

  const categoryDocs = buildCategories(categoryCounts);
  await insertAll(
    db,
    categories,
    categoryDocs.map((doc) => ({
      id: doc.id,
      parentId: doc.parent_id,
      name: doc.name,
      urlKey: doc.url_key,
      urlPath: doc.url_path,
      slug: doc.slug,
      path: doc.path,
      level: doc.level,
      position: doc.position,
      isActive: doc.is_active,
      includeInMenu: doc.include_in_menu === 1,
      productCount: doc.product_count,
      doc: doc as unknown as Record<string, unknown>,
    })),
  );
  summary.categories = categoryDocs.length;
  for (const doc of categoryDocs) lexicon.add(doc.name);

  const attributeDocs = buildAttributes();
  await insertAll(
    db,
    attributes,
    attributeDocs.map((doc) => ({
      attributeId: doc.attribute_id,
      attributeCode: doc.attribute_code,
      doc: doc as unknown as Record<string, unknown>,
    })),
  );
  summary.attributes = attributeDocs.length;

  const rules = buildTaxRules();
  await insertAll(
    db,
    taxRules,
    rules.map((rule) => ({ id: rule.id, code: rule.code, doc: rule as unknown as Record<string, unknown> })),
  );
  summary.taxRules = rules.length;

  const pages = buildCmsPages();
  await insertAll(db, cmsPages, pages);
  summary.cmsPages = pages.length;
  const blocks = buildCmsBlocks();
  await insertAll(db, cmsBlocks, blocks);
  summary.cmsBlocks = blocks.length;

  summary.salesRules = await seedSalesRules(db, now);

  const words = lexicon.rows();
  await insertAll(db, searchLexicon, words, 1000);
  summary.lexiconWords = words.length;

  const metaValue = {
    version: SEED_VERSION,
    seed,
    products: summary.listedProducts,
    rows: summary.productRows,
    createdAt: now.toISOString(),
  };
  await db
    .insert(meta)
    .values({ key: 'seed', value: metaValue })
    .onConflictDoUpdate({ target: meta.key, set: { value: metaValue } });
  mark = lap('reference', mark);

  await refreshSearchTexts(db);
  await syncSearchStockFlags(db);
  await compactSearchProjection(db);
  await refreshCatalogueStatistics(db);
  mark = lap('analyze', mark);

  if (images) {
    summary.images = await images;
    lap('imagesWait', mark);
  }
  // A new catalogue: running shops drop what their catalogue cache holds (lib/server/catalog/catalog-cache.ts).
  await bumpCatalogVersion(db);
  summary.durationMs = Date.now() - started;
  return summary;
}

/** Whether the catalogue has no products yet (what prepare-db checks before seeding). */
export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  return (await countRows(db, 'products')) === 0;
}
