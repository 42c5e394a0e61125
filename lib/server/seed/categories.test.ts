import { buildCategories, CATEGORY, categoryIds, withAncestors } from './categories';
import type { SeedCategoryDocument } from './categories';

const docs = buildCategories(
  new Map([
    [CATEGORY.root, 10],
    [CATEGORY.women, 6],
    [CATEGORY.womenJackets, 2],
  ]),
);
const byId = new Map(docs.map((doc) => [doc.id, doc]));
const get = (id: number) => byId.get(id) as SeedCategoryDocument;

describe('category tree', () => {
  it('hangs everything under root 2 "All" (parent 1, level 1)', () => {
    expect(get(2)).toMatchObject({ id: 2, parent_id: 1, name: 'All', level: 1, path: '1/2', parent_ids: [] });
    const topLevel = docs.filter((doc) => doc.parent_id === 2).map((doc) => doc.name);
    expect(topLevel).toEqual(['Women', 'Men', 'Gear', 'Training', 'Collections', 'Sale']);
    for (const doc of docs.filter((entry) => entry.id !== 2)) expect(doc.path.startsWith('1/2/')).toBe(true);
  });

  it('names and addresses every category in German and Italian (issue 44)', () => {
    expect(get(CATEGORY.women).translations).toEqual({
      de: { name: 'Damen', url_key: 'damen-20', slug: 'damen-20', url_path: 'damen' },
      it: { name: 'Donna', url_key: 'donna-20', slug: 'donna-20', url_path: 'donna' },
    });
    expect(get(CATEGORY.womenJackets).translations?.de?.url_path).toBe('damen/oberteile/jacken');
    expect(get(CATEGORY.womenBrasTanks).translations?.it?.url_path).toBe('donna/top/reggiseni-e-canotte');
    expect(get(CATEGORY.gear).translations?.de?.slug).toBe('ausruestung-3');
    for (const doc of docs) {
      expect([doc.name, doc.translations?.de?.name, doc.translations?.it?.name]).toEqual([doc.name, expect.any(String), expect.any(String)]);
      expect(Object.keys(doc.translations?.de ?? {}).sort()).toEqual(['name', 'slug', 'url_key', 'url_path']);
    }
    for (const store of ['de', 'it']) {
      // Unique in each store, and never another category's English address.
      const paths = docs.map((doc) => doc.translations?.[store]?.url_path);
      expect(new Set(paths).size).toBe(docs.length);
      for (const doc of docs) {
        const taken = docs.find((other) => other.id !== doc.id && other.url_path === doc.translations?.[store]?.url_path);
        expect(taken?.id).toBeUndefined();
      }
    }
  });

  it('builds Magento paths, url paths and slugs', () => {
    expect(get(CATEGORY.womenJackets)).toMatchObject({
      name: 'Jackets',
      parent_id: CATEGORY.womenTops,
      path: '1/2/20/21/23',
      level: 4,
      url_key: 'jackets-23',
      url_path: 'women/tops-women/jackets-women',
      slug: 'jackets-23',
      parent_ids: [2, 20, 21],
    });
    expect(get(CATEGORY.menJackets).url_path).toBe('men/tops-men/jackets-men');
    expect(get(CATEGORY.women)).toMatchObject({ level: 2, url_path: 'women', slug: 'women-20' });
    expect(get(CATEGORY.erinRecommends).url_path).toBe('collections/erin-recommends');
    expect(get(CATEGORY.videoDownload).url_path).toBe('training/training-video');
    const paths = docs.map((doc) => doc.url_path);
    expect(new Set(paths).size).toBe(paths.length);
    const slugs = docs.map((doc) => doc.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    // Vue Storefront 1 looks a category up by slug = url_key: one value.
    for (const doc of docs) expect(doc.url_key).toBe(doc.slug);
  });

  it('counts children and nests children_data', () => {
    expect(get(CATEGORY.womenTops).children_count).toBe(4);
    expect(get(CATEGORY.women).children_count).toBe(8);
    expect(get(2).children_count).toBe(docs.length - 1);
    const women = get(CATEGORY.women);
    expect(women.children_data.map((child) => child.name)).toEqual(['Tops', 'Bottoms']);
    expect(women.children_data[0]?.children_data.map((child) => child.name)).toEqual([
      'Jackets',
      'Hoodies & Sweatshirts',
      'Tees',
      'Bras & Tanks',
    ]);
    expect(get(CATEGORY.womenJackets).children_data).toEqual([]);
    expect(women.children_data[0]?.children_data[0]).toEqual(get(CATEGORY.womenJackets));
  });

  it('takes product counts from the map', () => {
    expect(get(2).product_count).toBe(10);
    expect(get(CATEGORY.womenJackets).product_count).toBe(2);
    expect(get(CATEGORY.menJackets).product_count).toBe(0);
  });

  it('lists a category with its ancestors below the root', () => {
    expect(withAncestors(CATEGORY.womenJackets)).toEqual([20, 21, 23]);
    expect(withAncestors(CATEGORY.sale)).toEqual([37]);
    expect(withAncestors(CATEGORY.root)).toEqual([]);
    expect(categoryIds()).toHaveLength(docs.length);
  });
});
