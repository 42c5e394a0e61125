import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { MAX_UPLOAD_BYTES } from '@/lib/server/admin/catalogue-upload';
import { requireStaff } from '@/lib/server/admin/page-session';
import { AdminHeader } from '../admin-header';

export const metadata: Metadata = { title: 'Import' };

/** Owners only: upload a Magento product CSV; the answer streams the import's progress and its report (ADR 0051). */
export default async function ImportPage() {
  const member = await requireStaff();
  if (member.role !== 'owner') redirect('/admin/products');
  return (
    <>
      <AdminHeader member={member} />
      <main>
        <h1>Import a catalogue file</h1>
        <p>
          A Magento product CSV (as Magento exports it) of up to {MAX_UPLOAD_BYTES / 1_000_000} MB. Rows that are
          wrong are refused and listed with their line and reason; the rest of the file is imported. Larger files: <code>npm run import</code> on the server.
        </p>
        <form method="post" action="/admin/import/upload" encType="multipart/form-data">
          <div className="field">
            <label htmlFor="import-file">CSV file</label>
            <input id="import-file" name="file" type="file" accept=".csv,text/csv" required />
          </div>
          <button type="submit">Import</button>
        </form>
      </main>
    </>
  );
}
