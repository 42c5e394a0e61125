import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { nextSpecialPriceChange, type SpecialPriceInput } from '@/lib/domain/special-price';

/**
 * Every tag and lifetime of the rendering cache in one place (ADR 0020). Pages and their data are cached with
 * `'use cache'` and carry these tags; writes expire them (lib/server/render/catalogue-watch.ts, the order route).
 */
export const cacheTags = {
  /** Everything rendered from the catalogue: expired when the catalogue version stamp changes (seed, import). */
  catalog: 'catalog',
  product: (sku: string) => `product:${sku}`,
  category: (id: number) => `category:${id}`,
} as const;

/**
 * Catalogue pages: fresh for 5 minutes, then served while they render again in the background; price and stock
 * changes expire their tags at once. Kept for a day at most without a visit.
 */
const catalogueLifetime = { stale: 300, revalidate: 300, expire: 86_400 } as const;

type ShownProduct = SpecialPriceInput & { sku: string; configurable_children?: readonly SpecialPriceInput[] };

/**
 * The lifetime of a page showing these products: shorter than 5 minutes when a special-price window among them
 * (variants included) opens or closes sooner, so the page renders again when its prices change.
 */
export function catalogueLifetimeShowing(products: readonly ShownProduct[], now = new Date()) {
  const change = nextSpecialPriceChange(
    products.flatMap((product) => [product, ...(product.configurable_children ?? [])]),
    now,
  );
  if (change === null) return catalogueLifetime;
  const seconds = Math.max(1, Math.ceil((change - now.getTime()) / 1000));
  return seconds < catalogueLifetime.revalidate
    ? { ...catalogueLifetime, stale: Math.min(catalogueLifetime.stale, seconds), revalidate: seconds }
    : catalogueLifetime;
}

/** Marks the running `'use cache'` scope as catalogue content with the given extra tags. */
export function catalogueCache(...tags: string[]): void {
  markCatalogue(catalogueLifetime, tags);
}

/** {@link catalogueCache} for content that shows these products: their tags, and a lifetime that ends at their next price change. */
export function catalogueCacheShowing(products: readonly ShownProduct[], ...tags: string[]): void {
  markCatalogue(catalogueLifetimeShowing(products), [...tags, ...shownProductTags(products)]);
}

function markCatalogue(
  lifetime: { stale: number; revalidate: number; expire: number },
  tags: readonly string[],
): void {
  cacheLife(lifetime);
  const unique = [cacheTags.catalog, ...new Set(tags)];
  // Next takes at most 128 tags per call.
  for (let start = 0; start < unique.length; start += 128) cacheTag(...unique.slice(start, start + 128));
}

/**
 * The tags of products shown on a page. A child's stock change also expires its parent's tag
 * (lib/server/catalog/catalog-revalidation.ts), so the shown products' own skus are enough.
 */
function shownProductTags(products: readonly { sku: string }[]): string[] {
  return products.map((product) => cacheTags.product(product.sku));
}
