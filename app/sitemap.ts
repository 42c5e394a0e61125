import type { MetadataRoute } from 'next';
import { isMultistoreEnabled } from '@/lib/config/multistore';
import { storeViews } from '@/lib/config/store-views';
import { getDb } from '@/lib/server/db/client';
import { requestOrigin } from '@/lib/server/seo/origin';
import { sitemapPaths } from '@/lib/server/seo/sitemap-entries';

/**
 * One entry per page of the default store, with hreflang alternates of the German and Italian stores at their own
 * (translated) addresses.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = await requestOrigin();
  const paths = await sitemapPaths(await getDb());
  const multistore = isMultistoreEnabled();
  return paths.map(({ path, lastModified, priority, storePaths }) => ({
    url: `${base}${path === '/' ? '' : path}` || base,
    lastModified,
    priority,
    ...(multistore && {
      alternates: {
        languages: Object.fromEntries(
          Object.values(storeViews).map((view) => {
            const own = storePaths?.[view.storeCode] ?? path;
            return [view.locale, `${base}${view.url}${own === '/' ? '' : own}`];
          }),
        ),
      },
    }),
  }));
}
