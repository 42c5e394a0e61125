/**
 * Issue 10 item 14: names, labels and meta fields written with HTML entities (Magento's sample data:
 * "Cobalt CoolTech&trade; Fitness Short") are stored decoded at import and served decoded by the API;
 * HTML fields (descriptions, CMS content) keep their markup.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { POST as catalogSearch } from '@/app/api/catalog/[index]/[entity]/%5Fsearch/route';
import { type Database, setDatabase } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { runImport } from '@/lib/server/import';
import { call } from './support/http';
import { createTestDatabase } from './support/test-database';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'import-entities-'));
const write = (relative: string, content: string) => {
  const file = path.join(root, 'input', relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};
const ndjson = (index: string, sources: Record<string, unknown>[]) =>
  sources.map((source, id) => JSON.stringify({ _index: `vue_storefront_catalog_${index}_1`, _type: '_doc', _id: String(id), _source: source })).join('\n') + '\n';

let database: Database;
const rows = async <T>(query: ReturnType<typeof sql>) => (await execute<T>(database.db, query)).rows;

beforeAll(async () => {
  write('vsf/catalog_category.json', ndjson('category', [
    { id: 2, parent_id: 1, name: 'All', url_key: 'all-2', url_path: 'all-2', path: '1/2', level: 1, children_data: [] },
    { id: 20, parent_id: 2, name: 'Women', url_key: 'women-20', url_path: 'women/women-20', path: '1/2/20', level: 2, children_data: [] },
    { id: 24, parent_id: 20, name: 'Hoodies &amp; Sweatshirts', meta_title: 'Hoodies &amp; more', url_key: 'hoodies-24', url_path: 'women/hoodies-24', path: '1/2/20/24', level: 3, children_data: [] },
  ]));
  write('vsf/catalog_attribute.json', ndjson('attribute', [
    { attribute_id: 136, attribute_code: 'material', frontend_input: 'multiselect', frontend_label: 'Material &amp; Fabric', is_filterable: true, options: [{ label: 'LumaTech&trade;', value: '40' }, { label: 'Lycra&reg;', value: '41' }] },
  ]));
  write('vsf/catalog_cms_page.json', ndjson('cms_page', [
    { id: 5, identifier: 'care', title: 'Care &amp; Repair', meta_description: 'Wash CoolTech&trade; cold', content: '<p>Tom &amp; Jerry</p>', store_id: [0], active: true },
  ]));
  write('magento/products.csv', [
    'sku,store_view_code,product_type,categories,name,description,price,visibility,url_key,meta_title,meta_description,additional_attributes,qty,is_in_stock',
    'WSH12,,simple,Default Category/Women/Hoodies &amp; Sweatshirts,Cobalt CoolTech&trade; Fitness Short,<p>CoolTech&trade; fabric</p>,44,"Catalog, Search",cobalt-cooltech-fitness-short,Cobalt CoolTech&trade; Short,Stay cool &#8212; CoolTech&#x2122;,"material=LumaTech&trade;|CoolTech&trade;",10,1',
  ].join('\n') + '\n');
  database = await createTestDatabase();
  setDatabase(database);
  await runImport(database.db, [path.join(root, 'input')], { mediaDir: path.join(root, 'media') });
});

afterAll(async () => {
  setDatabase(undefined);
  await database.close();
  fs.rmSync(root, { recursive: true, force: true });
});

it('stores product names, meta fields and option labels decoded, and the description as HTML', async () => {
  const [product] = await rows<{ name: string; doc: Record<string, any>; attrs: Record<string, number[]> }>(sql`SELECT name, doc, attrs FROM products WHERE sku = 'WSH12'`);
  expect(product!.name).toBe('Cobalt CoolTech™ Fitness Short');
  expect(product!.doc).toMatchObject({ name: 'Cobalt CoolTech™ Fitness Short', meta_title: 'Cobalt CoolTech™ Short', meta_description: 'Stay cool — CoolTech™' });
  expect(product!.doc.description).toBe('<p>CoolTech&trade; fabric</p>');

  const [material] = await rows<{ doc: Record<string, any> }>(sql`SELECT doc FROM attributes WHERE attribute_code = 'material'`);
  expect(material!.doc.frontend_label).toBe('Material & Fabric');
  const labels = material!.doc.options.map((option: { label: string }) => option.label);
  // The product's encoded "LumaTech&trade;" matched the dump's option instead of adding a second one.
  expect(labels).toEqual(['LumaTech™', 'Lycra®', 'CoolTech™']);
  expect(product!.attrs.material).toEqual(expect.arrayContaining([40]));
});

it('stores category names decoded and files the product under the matching category', async () => {
  const [category] = await rows<{ name: string; doc: Record<string, any> }>(sql`SELECT name, doc FROM categories WHERE id = 24`);
  expect(category!.name).toBe('Hoodies & Sweatshirts');
  expect(category!.doc).toMatchObject({ name: 'Hoodies & Sweatshirts', meta_title: 'Hoodies & more' });
  expect((await rows<{ count: number }>(sql`SELECT count(*)::int AS count FROM categories WHERE name LIKE '%&amp;%'`))[0]!.count).toBe(0);
  const [product] = await rows<{ category_ids: number[] }>(sql`SELECT category_ids FROM products WHERE sku = 'WSH12'`);
  expect(product!.category_ids).toContain(24);
});

it('stores CMS titles and meta decoded and the content as HTML', async () => {
  const [page] = await rows<{ title: string; content: string; doc: Record<string, any> }>(sql`SELECT title, content, doc FROM cms_pages WHERE identifier = 'care'`);
  expect(page).toMatchObject({ title: 'Care & Repair', content: '<p>Tom &amp; Jerry</p>' });
  expect(page!.doc.meta_description).toBe('Wash CoolTech™ cold');
});

it('serves the decoded name through the catalogue API and finds it by its text', async () => {
  const params = { index: 'vue_storefront_catalog', entity: 'product' };
  const response = await call(catalogSearch, '/api/catalog/vue_storefront_catalog/product/_search?request_format=search-query', {
    body: { _searchText: 'cooltech fitness short' },
    params,
  });
  expect(response.status).toBe(200);
  const names = response.json.hits.hits.map((hit: { _source: { name: string } }) => hit._source.name);
  expect(names).toContain('Cobalt CoolTech™ Fitness Short');
  const { description, ...plainFields } = response.json.hits.hits[0]._source;
  expect(description).toBe('<p>CoolTech&trade; fabric</p>');
  expect(JSON.stringify(plainFields)).not.toMatch(/&[a-z#0-9]+;/i);
});
