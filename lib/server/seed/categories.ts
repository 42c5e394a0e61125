/**
 * The demo category tree, Luma style: ids, url keys and url paths as Magento's sample data has them
 * (root "All" id 2, Women 20 › Tops 21 › Jackets 23, path "1/2/20/21/23").
 */
import { ROOT_CATEGORY_ID } from '@/lib/config/constants';
import type { CategoryDocument, Translations } from '@/lib/domain/catalog-types';
import { slugify } from './slug';
import { CATEGORY_NAMES, translationsOf } from './translations';
import { categoryUrlTranslations } from './url-keys';
import type { CategoryRecord } from '@/lib/server/import/categories';

export const CATEGORY = {
  root: ROOT_CATEGORY_ID,
  gear: 3,
  bags: 4,
  fitnessEquipment: 5,
  watches: 6,
  collections: 7,
  newCollection: 8,
  training: 9,
  videoDownload: 10,
  men: 11,
  menTops: 12,
  menBottoms: 13,
  menJackets: 14,
  menHoodies: 15,
  menTees: 16,
  menTanks: 17,
  menPants: 18,
  menShorts: 19,
  women: 20,
  womenTops: 21,
  womenBottoms: 22,
  womenJackets: 23,
  womenHoodies: 24,
  womenTees: 25,
  womenBrasTanks: 26,
  womenPants: 27,
  womenShorts: 28,
  erinRecommends: 34,
  performanceFabrics: 35,
  ecoFriendly: 36,
  sale: 37,
} as const;

/** Parent of the root category (Magento's "Root Catalog"); it is not stored. */
const ROOT_PARENT_ID = 1;

interface CategoryNode {
  id: number;
  name: string;
  /** The category's segment of url_path (Magento's url key before the shop adopted `<name>-<id>`). */
  pathSegment: string;
  includeInMenu?: boolean;
  children?: CategoryNode[];
}

const TREE: CategoryNode = {
  id: CATEGORY.root,
  name: 'All',
  pathSegment: 'all',
  children: [
    {
      id: CATEGORY.women,
      name: 'Women',
      pathSegment: 'women',
      children: [
        {
          id: CATEGORY.womenTops,
          name: 'Tops',
          pathSegment: 'tops-women',
          children: [
            { id: CATEGORY.womenJackets, name: 'Jackets', pathSegment: 'jackets-women' },
            {
              id: CATEGORY.womenHoodies,
              name: 'Hoodies & Sweatshirts',
              pathSegment: 'hoodies-and-sweatshirts-women',
            },
            { id: CATEGORY.womenTees, name: 'Tees', pathSegment: 'tees-women' },
            { id: CATEGORY.womenBrasTanks, name: 'Bras & Tanks', pathSegment: 'tanks-women' },
          ],
        },
        {
          id: CATEGORY.womenBottoms,
          name: 'Bottoms',
          pathSegment: 'bottoms-women',
          children: [
            { id: CATEGORY.womenPants, name: 'Pants', pathSegment: 'pants-women' },
            { id: CATEGORY.womenShorts, name: 'Shorts', pathSegment: 'shorts-women' },
          ],
        },
      ],
    },
    {
      id: CATEGORY.men,
      name: 'Men',
      pathSegment: 'men',
      children: [
        {
          id: CATEGORY.menTops,
          name: 'Tops',
          pathSegment: 'tops-men',
          children: [
            { id: CATEGORY.menJackets, name: 'Jackets', pathSegment: 'jackets-men' },
            { id: CATEGORY.menHoodies, name: 'Hoodies & Sweatshirts', pathSegment: 'hoodies-and-sweatshirts-men' },
            { id: CATEGORY.menTees, name: 'Tees', pathSegment: 'tees-men' },
            { id: CATEGORY.menTanks, name: 'Tanks', pathSegment: 'tanks-men' },
          ],
        },
        {
          id: CATEGORY.menBottoms,
          name: 'Bottoms',
          pathSegment: 'bottoms-men',
          children: [
            { id: CATEGORY.menPants, name: 'Pants', pathSegment: 'pants-men' },
            { id: CATEGORY.menShorts, name: 'Shorts', pathSegment: 'shorts-men' },
          ],
        },
      ],
    },
    {
      id: CATEGORY.gear,
      name: 'Gear',
      pathSegment: 'gear',
      children: [
        { id: CATEGORY.bags, name: 'Bags', pathSegment: 'bags' },
        { id: CATEGORY.fitnessEquipment, name: 'Fitness Equipment', pathSegment: 'fitness-equipment' },
        { id: CATEGORY.watches, name: 'Watches', pathSegment: 'watches' },
      ],
    },
    {
      id: CATEGORY.training,
      name: 'Training',
      pathSegment: 'training',
      children: [{ id: CATEGORY.videoDownload, name: 'Video Download', pathSegment: 'training-video' }],
    },
    {
      id: CATEGORY.collections,
      name: 'Collections',
      pathSegment: 'collections',
      children: [
        { id: CATEGORY.newCollection, name: 'New', pathSegment: 'new' },
        { id: CATEGORY.erinRecommends, name: 'Erin Recommends', pathSegment: 'erin-recommends' },
        { id: CATEGORY.performanceFabrics, name: 'Performance Fabrics', pathSegment: 'performance-fabrics' },
        { id: CATEGORY.ecoFriendly, name: 'Eco Friendly', pathSegment: 'eco-friendly' },
      ],
    },
    { id: CATEGORY.sale, name: 'Sale', pathSegment: 'sale' },
  ],
};

/** A category document as stored, with the spec's parent_ids (ancestors from the root down, root included). */
export type SeedCategoryDocument = CategoryDocument & { parent_ids: number[] };

/** A category of the tree as the import stores it, with its place in the tree. */
interface FlatCategory extends Omit<CategoryRecord, 'isActive' | 'extra'> {
  /** Ancestors below the root, nearest last (what a product in this category also belongs to). */
  ancestors: number[];
  childIds: number[];
}

function flatten(): Map<number, FlatCategory> {
  const map = new Map<number, FlatCategory>();
  const visit = (node: CategoryNode, parent: FlatCategory | null, position: number) => {
    const isRoot = parent === null;
    const urlPath = isRoot || parent.id === CATEGORY.root ? node.pathSegment : `${parent.urlPath}/${node.pathSegment}`;
    // One value for url_key and slug, as in Vue Storefront's own data (its PWA filters categories by slug = url_key).
    const slug = `${slugify(node.name)}-${node.id}`;
    const flat: FlatCategory = {
      id: node.id,
      parentId: parent ? parent.id : ROOT_PARENT_ID,
      name: node.name,
      urlKey: slug,
      urlPath,
      slug,
      path: parent ? `${parent.path}/${node.id}` : `${ROOT_PARENT_ID}/${node.id}`,
      level: parent ? parent.level + 1 : 1,
      position,
      includeInMenu: node.includeInMenu ?? true,
      ancestors: !parent || parent.id === CATEGORY.root ? [] : [...parent.ancestors, parent.id],
      childIds: (node.children ?? []).map((child) => child.id),
    };
    map.set(node.id, flat);
    (node.children ?? []).forEach((child, index) => visit(child, flat, index + 1));
  };
  visit(TREE, null, 1);
  return map;
}

const FLAT = flatten();

export function categoryIds(): number[] {
  return [...FLAT.keys()];
}

export function categoryInfo(id: number): FlatCategory {
  const flat = FLAT.get(id);
  if (!flat) throw new Error(`Unknown category ${id}`);
  return flat;
}

/** The category with its ancestors below the root: what goes into a product's category_ids. */
export function withAncestors(id: number): number[] {
  const flat = categoryInfo(id);
  return id === CATEGORY.root ? [] : [...flat.ancestors, id];
}

function descendantCount(id: number): number {
  return categoryInfo(id).childIds.reduce((sum, child) => sum + 1 + descendantCount(child), 0);
}

/** A category's translated names with its translated url key, slug and url path (./url-keys.ts). */
function categoryTranslations(id: number): Translations | undefined {
  const flat = categoryInfo(id);
  const names = translationsOf(CATEGORY_NAMES, 'name', flat.name);
  const underRoot = id === CATEGORY.root || flat.parentId === CATEGORY.root;
  const parent = underRoot ? undefined : categoryTranslations(flat.parentId);
  const parentPath = (store: 'de' | 'it') => parent?.[store]?.url_path ?? categoryInfo(flat.parentId).urlPath;
  return categoryUrlTranslations({ id, parentPaths: underRoot ? null : { de: parentPath('de'), it: parentPath('it') }, translations: names });
}

/** A category's slug in a store view: the translated one where the store has it (`damen-20`), else the English. */
export function categorySlugIn(id: number, store: 'default' | 'de' | 'it'): string {
  const english = categoryInfo(id).slug;
  return store === 'default' ? english : (categoryTranslations(id)?.[store]?.slug ?? english);
}

/**
 * Every category document (tree order), children_data nested. `counts` holds the number of visible,
 * enabled products per category id (the root's count is its own entry: all listed products).
 */
export function buildCategories(counts: ReadonlyMap<number, number> = new Map()): SeedCategoryDocument[] {
  const build = (id: number): SeedCategoryDocument => {
    const flat = categoryInfo(id);
    const translations = categoryTranslations(id);
    return {
      id: flat.id,
      parent_id: flat.parentId,
      parent_ids: flat.path.split('/').map(Number).slice(1, -1),
      name: flat.name,
      is_active: true,
      position: flat.position,
      level: flat.level,
      product_count: counts.get(id) ?? 0,
      children_count: descendantCount(id),
      url_key: flat.urlKey,
      url_path: flat.urlPath,
      slug: flat.slug,
      path: flat.path,
      include_in_menu: flat.includeInMenu ? 1 : 0,
      image: null,
      children_data: flat.childIds.map(build),
      ...(translations ? { translations } : {}),
    };
  };
  return [...FLAT.keys()].map(build);
}
