import 'server-only';
import type { StoreView } from '@/lib/config/store-views';
import type { Db } from '@/lib/server/db/client';
import { ApiError } from '@/lib/server/http/api-error';
import { cmsByIdentifier } from './cms-content';

/** Static routes of spec §2 served by CMS pages of another identifier. */
const cmsAliases: Record<string, string> = { privacy: 'privacy-policy-cookie-restriction-mode' };

/**
 * A CMS page of the store view by identifier (or static-route alias); null when there is none. Not cached here: the
 * page's `'use cache'` data holds it (lib/server/render/cached-pages.ts).
 */
export async function findCmsPage(db: Db, storeView: StoreView, identifier: string) {
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

