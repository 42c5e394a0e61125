/**
 * `npm run import -- <paths…>`: imports Magento 2 product CSVs, the Magento sample-data module CSVs, media
 * folders and Vue Storefront 1 catalogue dumps. Each file runs in its own transaction (a failure leaves
 * the state before that file); bad rows are reported with file:line and skipped. Afterwards the category
 * documents (counts, children) and the search lexicon are rebuilt from what the database holds.
 */
import { bumpCatalogVersion, publishCatalogueTags } from '@/lib/server/catalog/catalog-version';
import { refreshCatalogueStatistics } from '@/lib/server/catalog/catalogue-statistics';
import { sendDueStockAlerts } from '@/lib/server/stock-alerts/send-due';
import { refreshSearchTexts } from '@/lib/server/search/search-texts';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { searchLexicon } from '@/lib/server/db/schema';
import { LexiconCounter } from '@/lib/server/seed/lexicon';
import { insertAll } from '@/lib/server/seed/write';
import { AttributeRegistry } from './attributes';
import { CategoryRegistry, rebuildCategoryDocuments } from './categories';
import type { FileContext } from './context';
import { detectInputs, type Input } from './detect';
import { importMagentoProducts } from './magento-products';
import {
  importSampleCms,
  importSampleDownloadableLinks,
  importSampleImages,
  importSampleLinks,
  importSampleProducts,
  importSampleReviews,
  importSampleSalesRules,
  importSampleTaxRates,
  importSampleTaxRules,
} from './magento-sample-modules';
import { importMedia } from './media';
import { ImportReport } from './report';
import { importVsfDump } from './vsf-dumps';
import { CatalogueChanges, ProductIndex } from './write';
import { productVisibility } from '@/lib/config/constants';
import { productStatus } from '@/lib/config/product-status';
import { integerLiteral } from '@/lib/server/db/sql-literals';

export interface ImportOptions {
  /** Where media folders are copied to (MEDIA_DIR). */
  mediaDir: string;
  now?: Date;
  /** Called when a file starts, with its index among the inputs. */
  onFile?: (input: Input, display: string, index: number, total: number) => void;
  /** Rows done of the current file. */
  onProgress?: (done: number, total: number) => void;
}

export interface ImportSummary {
  report: ImportReport;
  durationMs: number;
  /** Rows (CSV records, NDJSON lines, media files) read. */
  rows: number;
  lexiconWords: number;
}

/** A file as shown in messages: relative to the working directory when near it (../shared/…), else absolute. */
const display = (file: string) => {
  const relative = path.relative(process.cwd(), file);
  return relative.split(path.sep).filter((part) => part === '..').length > 1 ? file : relative || file;
};

async function importFile(input: Input, context: FileContext): Promise<number> {
  switch (input.kind) {
    case 'magento-products':
      return importMagentoProducts(context);
    case 'sample-products':
      return importSampleProducts(context, input.productType);
    case 'sample-images':
      return importSampleImages(context);
    case 'sample-links':
      return importSampleLinks(context, input.linkType);
    case 'sample-downloadable-links':
      return importSampleDownloadableLinks(context);
    case 'sample-reviews':
      return importSampleReviews(context);
    case 'sample-tax-rates':
      return importSampleTaxRates(context);
    case 'sample-tax-rules':
      return importSampleTaxRules(context);
    case 'sample-cms-pages':
      return importSampleCms(context, 'page');
    case 'sample-cms-blocks':
      return importSampleCms(context, 'block');
    case 'sample-sales-rules':
      return importSampleSalesRules(context);
    case 'vsf':
      return importVsfDump(context, input.entity);
    case 'media':
      return importMedia(context);
  }
}

/** The search lexicon from listed products' and categories' names (typo search must know the new words). */
async function rebuildLexicon(db: Db): Promise<number> {
  const counter = new LexiconCounter();
  const names = await execute<{ name: string }>(
    db,
    sql`SELECT name FROM products WHERE status = ${integerLiteral(productStatus.enabled)} AND visibility <> ${integerLiteral(productVisibility.notVisibleIndividually)} UNION ALL SELECT name FROM categories WHERE is_active`,
  );
  for (const row of names.rows) counter.add(row.name);
  await db.execute(sql`DELETE FROM search_lexicon`);
  const rows = counter.rows();
  await insertAll(db, searchLexicon, rows, 1000);
  return rows.length;
}

export async function runImport(db: Db, paths: string[], options: ImportOptions): Promise<ImportSummary> {
  const started = Date.now();
  const report = new ImportReport();
  const { inputs, ignored } = detectInputs(paths);
  for (const entry of ignored) report.note(`${display(entry.file)}: skipped: ${entry.reason}`);
  if (inputs.length === 0) report.note('no catalogue files found in the given paths');
  let rows = 0;
  const changes = new CatalogueChanges();
  for (const [index, input] of inputs.entries()) {
    // Only product CSVs are told apart product by product; any other file (categories, CMS, reviews, tax) changes more.
    if (input.kind !== 'magento-products') changes.wholeCatalogue();
    const shown = display(input.file);
    options.onFile?.(input, shown, index, inputs.length);
    const fileStarted = Date.now();
    const snapshot = report.snapshot();
    try {
      const fileRows = await db.transaction(async (tx) => {
        const transaction = tx as unknown as Db;
        const context: FileContext = {
          db: transaction,
          file: shown,
          absolutePath: input.file,
          report,
          now: options.now ?? new Date(),
          mediaDir: options.mediaDir,
          attributes: await AttributeRegistry.load(transaction),
          categories: await CategoryRegistry.load(transaction),
          index: await ProductIndex.load(transaction),
          progress: options.onProgress ?? (() => undefined),
          changes,
        };
        const count = await importFile(input, context);
        const attributeCounts = await context.attributes.save(transaction);
        if (input.kind !== 'vsf' || input.entity !== 'attribute') {
          report.add('attribute', 'imported', attributeCounts.inserted);
        }
        const categoryCounts = await context.categories.save(transaction);
        if (input.kind !== 'vsf' || input.entity !== 'category') report.add('category', 'imported', categoryCounts.inserted);
        // A new category, attribute or option changes menus, filters and labels everywhere.
        if (attributeCounts.inserted + attributeCounts.updated + categoryCounts.inserted + categoryCounts.updated > 0) changes.wholeCatalogue();
        return count;
      });
      rows += fileRows;
      report.files.push({ file: shown, kind: input.kind, rows: fileRows, durationMs: Date.now() - fileStarted });
    } catch (error) {
      report.restore(snapshot);
      const message = error instanceof Error ? error.message : String(error);
      report.files.push({ file: shown, kind: input.kind, rows: 0, durationMs: Date.now() - fileStarted, error: message });
    }
  }
  let lexiconWords = 0;
  await db.transaction(async (tx) => {
    const transaction = tx as unknown as Db;
    await rebuildCategoryDocuments(transaction);
    lexiconWords = await rebuildLexicon(transaction);
    await refreshSearchTexts(transaction);
  });
  await refreshCatalogueStatistics(db);
  // Running shops expire what shows the products an update touched, on every instance within 2 s (ADR 0055); for
  // anything more, they drop what their catalogue caches hold (the version stamp, lib/server/catalog/catalog-cache.ts).
  const tags = await changes.tags(db);
  if (tags) {
    await publishCatalogueTags(db, tags);
    report.note(`running shops: ${tags.length} cache tag(s) of the updated products expired`);
  } else {
    await bumpCatalogVersion(db);
  }
  // Stock the import brought back marked its alerts due (drizzle/0007): one mail per subscriber, the alerts end.
  const alertMails = await sendDueStockAlerts(db);
  if (alertMails > 0) report.note(`${alertMails} back-in-stock alert mail(s) queued`);
  return { report, durationMs: Date.now() - started, rows, lexiconWords };
}
