import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';

export const dynamic = 'force-dynamic';

export default async function robots(): Promise<MetadataRoute.Robots> {
  const list = await headers();
  const base = process.env.PUBLIC_URL ?? `${list.get('x-forwarded-proto') ?? 'http'}://${list.get('host') ?? 'localhost:3000'}`;
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/checkout', '/my-account', '/search', '/compare'] }],
    sitemap: `${base}/sitemap.xml`,
  };
}
