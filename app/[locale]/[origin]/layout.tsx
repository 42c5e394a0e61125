import type { Metadata } from 'next';
import { UNKNOWN_ORIGIN_SEGMENT } from '@/lib/domain/origin-segment';
import { pageMetadataBase } from '@/lib/server/seo/origin';

/**
 * The origin the request arrived at, as a route segment written by next.config.ts's rewrites (ADR 0038): a page's
 * absolute URLs name it, and each origin has its own cached pages. Never part of a public URL.
 */
type Props = { params: Promise<{ origin: string }> };

/** The build renders one stand-in, the unknown origin; real origins are rendered on their first visit (ADR 0020). */
export function generateStaticParams() {
  return [{ origin: UNKNOWN_ORIGIN_SEGMENT }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { origin } = await params;
  // Canonical, hreflang and Open Graph URLs are absolute against it: PUBLIC_URL, else the request's origin.
  return { metadataBase: pageMetadataBase(origin) };
}

export default function OriginLayout({ children }: { children: React.ReactNode }) {
  return children;
}
