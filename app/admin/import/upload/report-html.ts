import type { UploadOutcome } from '@/lib/server/admin/catalogue-upload';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const number = (value: number) => value.toLocaleString('en-US');

/** The start of the streamed import page: the shop's back-office styles are not loaded, so it is plain HTML. */
export const importPageStart = (name: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Import – Back office</title></head><body><main><h1>Import of ${escapeHtml(name)}</h1><div role="status" aria-live="polite"><p>Importing…</p>`;

/** One progress line (the records of the file written so far, of those to write). */
export const progressLine = (done: number, total: number) => `<p>${number(done)} of ${number(total)} records written</p>`;

/** The import's report: rows imported and updated per entity, the refused rows with their line and reason, notes. */
export function reportHtml(outcome: UploadOutcome): string {
  const { report } = outcome;
  const failed = report.files.find((file) => file.error);
  const imported = [...report.counts.values()].reduce((sum, counts) => sum + counts.imported + counts.updated, 0);
  const summary = failed
    ? `<p role="alert">The file could not be imported and nothing of it was kept: ${escapeHtml(failed.error!)}</p>`
    : `<p>Done in ${(outcome.durationMs / 1000).toFixed(1)} s: ${number(outcome.rows)} rows read, ${number(imported)} records imported or updated, ${number(report.rejectedTotal)} rows refused. Refused rows were left out; the rest of the file was imported.</p>`;
  const counts = [...report.counts]
    .filter(([, entry]) => entry.imported + entry.updated + entry.rejected + entry.skipped > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([entity, entry]) => `<tr><th scope="row">${entity}</th><td>${number(entry.imported)}</td><td>${number(entry.updated)}</td><td>${number(entry.rejected)}</td><td>${number(entry.skipped)}</td></tr>`)
    .join('');
  const table = counts
    ? `<table><caption>Records</caption><thead><tr><th scope="col">Kind</th><th scope="col">Imported</th><th scope="col">Updated</th><th scope="col">Refused</th><th scope="col">Skipped</th></tr></thead><tbody>${counts}</tbody></table>`
    : '';
  const problems = report.problems.length
    ? `<h2>Refused rows</h2><ul>${report.problems
        .slice(0, 500)
        .map((problem) => `<li>${problem.line != null ? `Line ${problem.line}: ` : ''}${escapeHtml(problem.message)}</li>`)
        .join('')}</ul>${report.problems.length > 500 ? `<p>… and ${number(report.problems.length - 500)} more.</p>` : ''}`
    : '';
  const notes = report.notes.length ? `<h2>Notes</h2><ul>${report.notes.map((note) => `<li>${escapeHtml(note.replace(/\/\S*admin-import-[^/\s]*\//g, ''))}</li>`).join('')}</ul>` : '';
  return `${summary}</div>${table}${problems}${notes}`;
}

export const importPageEnd = '<p><a href="/admin/import">Import another file</a> · <a href="/admin/products">Products</a></p></main></body></html>';
