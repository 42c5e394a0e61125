import { categoryBreadcrumbs, productBreadcrumbs } from './breadcrumbs';

const categories = new Map([
  [1, { name: 'Root Catalog', url_path: 'root' }],
  [2, { name: 'Default Category', url_path: 'default' }],
  [20, { name: 'Women', url_path: 'women' }],
  [21, { name: 'Tops', url_path: 'women/tops-women' }],
  [23, { name: 'Jackets', url_path: 'women/tops-women/jackets-women' }],
]);

describe('categoryBreadcrumbs', () => {
  it('starts with home and skips the tree root and the root category', () => {
    expect(categoryBreadcrumbs('1/2/20/21/23', categories)).toEqual([
      { name: 'Home', url: '/' },
      { name: 'Women', url: '/women' },
      { name: 'Tops', url: '/women/tops-women' },
      { name: 'Jackets', url: '/women/tops-women/jackets-women' },
    ]);
  });
  it('accepts a plain record as the lookup', () => {
    const record = { 20: { name: 'Women', url_path: 'women' } };
    expect(categoryBreadcrumbs('1/2/20', record)).toEqual([
      { name: 'Home', url: '/' },
      { name: 'Women', url: '/women' },
    ]);
  });
  it('leaves out categories that could not be loaded', () => {
    expect(categoryBreadcrumbs('1/2/20/99/23', categories).map((crumb) => crumb.name)).toEqual([
      'Home',
      'Women',
      'Jackets',
    ]);
  });
  it('is only home for an empty, root-only or malformed path', () => {
    const home = [{ name: 'Home', url: '/' }];
    expect(categoryBreadcrumbs('', categories)).toEqual(home);
    expect(categoryBreadcrumbs(undefined, categories)).toEqual(home);
    expect(categoryBreadcrumbs('1/2', categories)).toEqual(home);
    expect(categoryBreadcrumbs('/x//', categories)).toEqual(home);
  });
  it('uses another root category id when the store has one', () => {
    expect(
      categoryBreadcrumbs('1/20/21', categories, { rootCategoryId: 20 }).map((crumb) => crumb.name),
    ).toEqual(['Home', 'Tops']);
    expect(
      categoryBreadcrumbs('1/2/20/21', categories, { rootCategoryId: 20 }).map((crumb) => crumb.name),
    ).toEqual(['Home', 'Default Category', 'Tops']);
  });
  it('lets the caller name home and build the links', () => {
    expect(
      categoryBreadcrumbs('1/2/20', categories, {
        homeName: 'Startseite',
        homeUrl: '/de',
        categoryUrl: (category) => `/de/${category.url_path}`,
      }),
    ).toEqual([
      { name: 'Startseite', url: '/de' },
      { name: 'Women', url: '/de/women' },
    ]);
  });
  it('does not repeat a category listed twice', () => {
    expect(categoryBreadcrumbs('1/2/20/20', categories)).toHaveLength(2);
  });
});

describe('productBreadcrumbs', () => {
  it('adds the product name, unlinked, after the category crumbs', () => {
    expect(productBreadcrumbs('Olivia Jacket', '1/2/20/21/23', categories)).toEqual([
      { name: 'Home', url: '/' },
      { name: 'Women', url: '/women' },
      { name: 'Tops', url: '/women/tops-women' },
      { name: 'Jackets', url: '/women/tops-women/jackets-women' },
      { name: 'Olivia Jacket', url: null },
    ]);
  });
  it('is home and the product when the product has no category', () => {
    expect(productBreadcrumbs('Gift card', null, categories)).toEqual([
      { name: 'Home', url: '/' },
      { name: 'Gift card', url: null },
    ]);
  });
});
