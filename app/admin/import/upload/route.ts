import { z } from 'zod';
import { adminAction } from '@/lib/server/admin/admin-request';
import { ADMIN_HEADERS, refusal } from '@/lib/server/admin/admin-response';
import { importRunning, importUpload, MAX_UPLOAD_BYTES, saveUpload } from '@/lib/server/admin/catalogue-upload';
import { ApiError } from '@/lib/server/http/api-error';
import { importPageEnd, importPageStart, progressLine, reportHtml } from './report-html';

const BACK = '/admin/import';

const uploadSchema = z.object({ file: z.instanceof(File, { error: 'Choose a CSV file to import.' }) });

/**
 * Imports an uploaded Magento CSV (owners; ADR 0051). Refusals come before anything is imported (403/401 origin and
 * session, 400 no file or not a catalogue CSV, 413 too large, 409 another import running). The answer is then a page
 * streamed as the import goes: progress lines, and the report (rows imported, refused rows with their line and reason).
 */
const upload = adminAction({ role: 'owner', schema: uploadSchema, back: () => BACK }, async ({ db, member, input }) => {
  if (importRunning()) throw new ApiError(409, 'Another import is running. Try again when it has finished.');
  const saved = await saveUpload(input.file);
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const write = (html: string) => controller.enqueue(encoder.encode(html));
      write(importPageStart(saved.name));
      let shown = 0;
      try {
        const outcome = await importUpload(db, member, saved, (done, total) => {
          // About ten lines per file, and its last row.
          if (done === total || done - shown >= Math.max(1, Math.ceil(total / 10))) {
            shown = done;
            write(progressLine(done, total));
          }
        });
        write(reportHtml(outcome));
      } catch (error) {
        console.error('[admin] import failed', error);
        write('<p role="alert">The import stopped with an error; each file that did not finish was rolled back.</p></div>');
      }
      write(importPageEnd);
      controller.close();
    },
  });
  return new Response(stream, { status: 200, headers: { ...ADMIN_HEADERS, 'Content-Type': 'text/html; charset=utf-8', 'X-Accel-Buffering': 'no' } });
});

export async function POST(request: Request, context: { params: Promise<Record<string, string>> }): Promise<Response> {
  // A larger body reaches the route truncated (proxyClientMaxBodySize): refused before it is read.
  if (Number(request.headers.get('content-length') ?? 0) > MAX_UPLOAD_BYTES + 64_000) {
    return refusal(413, `The file is larger than ${MAX_UPLOAD_BYTES / 1_000_000} MB: import it with npm run import on the server.`, BACK);
  }
  return upload(request, context);
}
