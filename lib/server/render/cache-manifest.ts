import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';

/**
 * Every tag and lifetime of the rendering cache in one place (ADR 0020). Pages and their data are cached with
 * `'use cache'` and carry these tags; writes expire them (lib/server/render/catalogue-watch.ts, the order route).
 */
export const cacheTags = {
  /** Everything rendered from the catalogue: expired when the catalogue version stamp changes (seed, import). */
  catalog: 'catalog',
  product: (sku: string) => `product:${sku}`,
  category: (id: number) => `category:${id}`,
  /**
   * Implicit tag Next gives every page under the locale layout: expiring it drops every page (not the route handlers,
   * such as the service worker's, which the build made and which must stay).
   */
  everyPage: '_N_T_/[locale]/layout',
} as const;

/**
 * Catalogue pages: fresh for 5 minutes, then served while they render again in the background. Special-price
 * windows that open or close are therefore shown at most 5 minutes late; price and stock changes are not, they
 * expire their tags at once. Kept for a day at most without a visit.
 */
const catalogueLifetime = { stale: 300, revalidate: 300, expire: 86_400 } as const;

/** Marks the running `'use cache'` scope as catalogue content with the given extra tags. */
export function catalogueCache(...tags: string[]): void {
  cacheLife(catalogueLifetime);
  const unique = [cacheTags.catalog, ...new Set(tags)];
  // Next takes at most 128 tags per call.
  for (let start = 0; start < unique.length; start += 128) cacheTag(...unique.slice(start, start + 128));
}

/**
 * The tags of products shown on a page. A child's stock change also expires its parent's tag
 * (lib/server/catalog/catalog-revalidation.ts), so the shown products' own skus are enough.
 */
export function shownProductTags(products: readonly { sku: string }[]): string[] {
  return products.map((product) => cacheTags.product(product.sku));
}
