/** Breadcrumbs from a category path ("1/2/20/21/23"): the tree's own roots are not shown. */
import { ROOT_CATEGORY_ID } from '@/lib/config/constants';

export interface Breadcrumb {
  name: string;
  /** null for the page itself (a product), which is not a link. */
  url: string | null;
}

interface CategoryCrumbSource {
  name: string;
  url_path: string;
}

export type CategoryLookup =
  ReadonlyMap<number, CategoryCrumbSource> | Readonly<Record<number, CategoryCrumbSource | undefined>>;

export interface BreadcrumbOptions {
  homeName?: string;
  homeUrl?: string;
  rootCategoryId?: number;
  /** Builds a category link, e.g. with the store-code prefix; defaults to "/" + url_path. */
  categoryUrl?: (category: CategoryCrumbSource) => string;
}

/** Magento's invisible tree root, above the store's root category. */
const TREE_ROOT_ID = 1;

function lookup(categories: CategoryLookup, id: number): CategoryCrumbSource | undefined {
  if (categories instanceof Map) return categories.get(id);
  return (categories as Readonly<Record<number, CategoryCrumbSource | undefined>>)[id];
}

function pathIds(path: string): number[] {
  return path
    .split('/')
    .map((segment) => segment.trim())
    .filter((segment) => /^\d+$/.test(segment))
    .map(Number);
}

/** Home first, then each category of the path; ids missing from the lookup are left out. */
export function categoryBreadcrumbs(
  path: string | null | undefined,
  categories: CategoryLookup,
  {
    homeName = 'Home',
    homeUrl = '/',
    rootCategoryId = ROOT_CATEGORY_ID,
    categoryUrl = (category) => `/${category.url_path.replace(/^\/+/, '')}`,
  }: BreadcrumbOptions = {},
): Breadcrumb[] {
  const crumbs: Breadcrumb[] = [{ name: homeName, url: homeUrl }];
  const seen = new Set<number>([TREE_ROOT_ID, rootCategoryId]);
  for (const id of pathIds(path ?? '')) {
    if (seen.has(id)) continue;
    seen.add(id);
    const category = lookup(categories, id);
    if (category) crumbs.push({ name: category.name, url: categoryUrl(category) });
  }
  return crumbs;
}

export function productBreadcrumbs(
  productName: string,
  categoryPath: string | null | undefined,
  categories: CategoryLookup,
  options: BreadcrumbOptions = {},
): Breadcrumb[] {
  return [...categoryBreadcrumbs(categoryPath, categories, options), { name: productName, url: null }];
}
