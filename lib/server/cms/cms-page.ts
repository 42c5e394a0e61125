import 'server-only';
import type { StoreView } from '@/lib/config/store-views';
import type { Db } from '@/lib/server/db/client';
import { ApiError } from '@/lib/server/http/api-error';
import { cachedRead } from '@/lib/server/catalog/catalog-cache';
import { cmsByIdentifier } from './cms-content';

/** Static routes of spec §2 served by CMS pages of another identifier. */
const cmsAliases: Record<string, string> = { privacy: 'privacy-policy-cookie-restriction-mode' };

async function loadCmsPage(db: Db, storeView: StoreView, identifier: string) {
  try {
    const page = await cmsByIdentifier(db, 'page', cmsAliases[identifier] ?? identifier, storeView.storeId);
    return {
      identifier: String(page.identifier),
      title: String(page.title),
      content: String(page.content),
      metaDescription: typeof (page as Record<string, unknown>).meta_description === 'string'
        ? String((page as Record<string, unknown>).meta_description)
        : undefined,
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** A CMS page of the store view by identifier (or static-route alias); null when there is none. Cached (tag `cms`). */
export const findCmsPage = cachedRead('cms-page', loadCmsPage, {
  key: (storeView, identifier) => `${storeView.storeCode}|${identifier}`,
  tags: () => ['cms'],
});
