/**
 * Imports a catalogue: Magento 2 product CSVs, Magento sample-data module CSVs, media folders
 * (pub/media/catalog/product) and Vue Storefront 1 NDJSON dumps. Directories are walked.
 *   npm run import -- ../shared/fixtures/vsf-demo ../shared/fixtures/luma
 * The database is DATABASE_URL (PostgreSQL) or the PGlite directory PGLITE_DIR (default .data/pglite);
 * photos go to MEDIA_DIR (default .data/media). Re-running updates what is there (upsert by sku / id /
 * identifier); each file is one transaction.
 */
import cliProgress from 'cli-progress';
import { env, resolveDataPath } from '@/lib/config/env';
import { openDatabase, printableDatabaseLocation } from '@/lib/server/db/client';
import { pglitePageCacheAdvice } from '@/lib/server/db/page-cache';
import { DataDirLockedError } from '@/lib/server/db/pglite-lock';
import { runImport } from '@/lib/server/import';

const USAGE = `usage: npm run import -- <file or directory>…
  Magento product CSVs, sample-data module CSVs, pub/media/catalog/product folders and VSF NDJSON dumps.
  Example: npm run import -- ../shared/fixtures/vsf-demo ../shared/fixtures/luma`;

async function main(): Promise<void> {
  const paths = process.argv.slice(2).filter((arg) => arg !== '--');
  if (paths.length === 0 || paths.includes('--help') || paths.includes('-h')) {
    console.log(USAGE);
    process.exit(paths.length === 0 ? 1 : 0);
  }
  const mediaDir = resolveDataPath(env().MEDIA_DIR);
  console.log(`Importing into ${printableDatabaseLocation()} (media: ${mediaDir})`);
  let database;
  try {
    database = await openDatabase();
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(
        `\nCannot import: ${error.message}\nThe import writes to the same directory as the shop server: stop the server (it reads the new catalogue when it starts again).`,
      );
      process.exit(2);
    }
    throw error;
  }
  const bar = new cliProgress.SingleBar(
    {
      format: ' {file} [{bar}] {value}/{total} rows | {rate} rows/s | {duration}s',
      hideCursor: true,
      clearOnComplete: false,
      noTTYOutput: true,
      notTTYSchedule: 2000,
      etaBuffer: 50,
    },
    cliProgress.Presets.shades_classic,
  );
  let fileStarted = Date.now();
  let started = false;
  try {
    const summary = await runImport(database.db, paths, {
      mediaDir,
      onFile: (_input, shown, index, total) => {
        if (started) bar.stop();
        fileStarted = Date.now();
        started = true;
        const label = `[${index + 1}/${total}] ${shown.length > 60 ? `…${shown.slice(-59)}` : shown}`;
        bar.start(1, 0, { file: label, rate: '0' });
      },
      onProgress: (done, total) => {
        const seconds = Math.max(0.001, (Date.now() - fileStarted) / 1000);
        bar.setTotal(Math.max(1, total));
        bar.update(done, { rate: Math.round(done / seconds).toLocaleString('en-US') });
      },
    });
    if (started) bar.stop();
    const seconds = summary.durationMs / 1000;
    console.log('');
    console.log(summary.report.format());
    console.log(
      `\n${summary.rows.toLocaleString('en-US')} rows from ${summary.report.files.length} files in ${seconds.toFixed(1)} s ` +
        `(${Math.round(summary.rows / Math.max(seconds, 0.001)).toLocaleString('en-US')} rows/s); search lexicon ${summary.lexiconWords} words.`,
    );
    const advice = await pglitePageCacheAdvice(database);
    if (advice) console.log(`\nNote: ${advice}`);
    if (summary.report.files.some((file) => file.error)) process.exitCode = 1;
  } finally {
    if (started) bar.stop();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
