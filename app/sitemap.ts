import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { isMultistoreEnabled } from '@/lib/config/multistore';
import { storeViews } from '@/lib/config/store-views';
import { getDb } from '@/lib/server/db/client';
import { sitemapPaths } from '@/lib/server/seo/sitemap-entries';

export const dynamic = 'force-dynamic';

async function origin(): Promise<string> {
  const list = await headers();
  const host = list.get('x-forwarded-host') ?? list.get('host') ?? 'localhost:3000';
  const protocol = list.get('x-forwarded-proto') ?? 'http';
  return process.env.PUBLIC_URL ?? `${protocol}://${host}`;
}

/** One entry per page of the default store, with hreflang alternates of the German and Italian stores. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = await origin();
  const paths = await sitemapPaths(await getDb());
  const multistore = isMultistoreEnabled();
  return paths.map(({ path, lastModified, priority }) => ({
    url: `${base}${path === '/' ? '' : path}` || base,
    lastModified,
    priority,
    ...(multistore && {
      alternates: {
        languages: Object.fromEntries(
          Object.values(storeViews).map((view) => [view.locale, `${base}${view.url}${path === '/' ? '' : path}`]),
        ),
      },
    }),
  }));
}
