import 'server-only';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { env, resolveDataPath } from '@/lib/config/env';
import type { Db } from '@/lib/server/db/client';
import { ApiError, badRequest } from '@/lib/server/http/api-error';
import { runImport } from '@/lib/server/import';
import { detectInputs } from '@/lib/server/import/detect';
import type { ImportReport } from '@/lib/server/import/report';
import { recordAudit } from './audit';
import type { StaffMember } from './staff-accounts';

/**
 * The largest upload: proxy.ts sees every /admin request, and Next buffers a body for it only up to
 * `proxyClientMaxBodySize` (next.config.ts, 1,100,000 bytes), handing the route the truncated rest. Larger catalogues
 * go through `npm run import` on the server.
 */
export const MAX_UPLOAD_BYTES = 1_000_000;

/** One upload at a time in this process: a second is told to wait (each file is one transaction anyway). */
let running = false;

/** Whether an upload is being imported in this process (a second is refused with 409 before it starts). */
export const importRunning = () => running;

/** A catalogue CSV, as uploaded, saved where the importer reads files; refused before anything is written. */
export interface UploadedCatalogue {
  name: string;
  directory: string;
  file: string;
}

/** Saves the upload to a private temporary directory and checks that the importer recognises it (400 otherwise). */
export async function saveUpload(upload: File): Promise<UploadedCatalogue> {
  if (upload.size === 0) throw badRequest('Choose a CSV file to import.');
  if (upload.size > MAX_UPLOAD_BYTES) throw new ApiError(413, `The file is larger than ${MAX_UPLOAD_BYTES / 1_000_000} MB: import it with npm run import on the server.`);
  const name = path.basename(upload.name || 'upload.csv').replace(/[^\w.-]/g, '_');
  if (!name.toLowerCase().endsWith('.csv')) throw badRequest('Upload a Magento product CSV (a .csv file).');
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'admin-import-'));
  const file = path.join(directory, name);
  await fs.writeFile(file, Buffer.from(await upload.arrayBuffer()));
  const { inputs, ignored } = detectInputs([file]);
  if (inputs.length !== 1) {
    await fs.rm(directory, { recursive: true, force: true });
    throw badRequest(`This file is not a catalogue CSV the import knows: ${ignored[0]?.reason ?? 'nothing found'}. Nothing was imported.`);
  }
  return { name, directory, file };
}

export interface UploadOutcome {
  report: ImportReport;
  rows: number;
  durationMs: number;
}

/**
 * Imports a saved upload with the importer of `npm run import` (ADR 0051): bad rows are refused and reported with
 * their line, the others imported; a file that fails as a whole is rolled back (the report says so). The importer
 * stamps a new catalogue version, so every instance drops its cached catalogue, and mails the back-in-stock alerts
 * the import made due. The upload's temporary directory is removed; the import is recorded in the audit log.
 */
export async function importUpload(db: Db, member: StaffMember, upload: UploadedCatalogue, onProgress: (done: number, total: number) => void): Promise<UploadOutcome> {
  if (running) {
    await fs.rm(upload.directory, { recursive: true, force: true });
    throw new ApiError(409, 'Another import is running. Try again when it has finished.');
  }
  running = true;
  try {
    const summary = await runImport(db, [upload.file], { mediaDir: resolveDataPath(env().MEDIA_DIR), onProgress });
    const imported = [...summary.report.counts.values()].reduce((sum, counts) => sum + counts.imported + counts.updated, 0);
    await recordAudit(db, member, {
      entity: 'import',
      key: upload.name,
      action: 'import',
      changes: { imported: { from: null, to: imported }, refused: { from: null, to: summary.report.rejectedTotal }, failed: { from: null, to: summary.report.files.find((file) => file.error)?.error ?? null } },
    });
    return { report: summary.report, rows: summary.rows, durationMs: summary.durationMs };
  } finally {
    running = false;
    await fs.rm(upload.directory, { recursive: true, force: true });
  }
}
