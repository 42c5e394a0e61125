import type { MetadataRoute } from 'next';
import { requestOrigin } from '@/lib/server/seo/origin';

export default async function robots(): Promise<MetadataRoute.Robots> {
  const base = await requestOrigin();
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/admin', '/my-account', '/search', '/compare'] }],
    sitemap: `${base}/sitemap.xml`,
  };
}
