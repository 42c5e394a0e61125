import type { Metadata } from 'next';
import { Suspense } from 'react';
import './admin.css';

/**
 * The back office's own root layout (ADR 0044), outside the storefront's `[locale]` layout: no storefront script, no
 * client component, no service worker registration; every page is rendered per request for a signed-in staff member.
 */
export const metadata: Metadata = {
  title: { default: 'Back office', template: '%s – Back office' },
  robots: { index: false, follow: false },
};

export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Suspense fallback={<p role="status">Loading…</p>}>{children}</Suspense>
      </body>
    </html>
  );
}
