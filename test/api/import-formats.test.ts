/**
 * The importer on small catalogue files written here: every input format with good and bad rows (bad rows
 * reported with file:line, the others imported), category matching by name path, configurable assembly,
 * bundles, grouped products, images copied and served by /img, tax rates, CMS, reviews by sku, coupons,
 * and an idempotent re-import.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { GET as imageRoute } from '@/app/img/[...path]/route';
import { type Database, setDatabase } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { runImport, type ImportSummary } from '@/lib/server/import';
import { createTestDatabase } from './support/test-database';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'import-formats-'));
const mediaDir = path.join(root, 'media-store');
// The image route reads MEDIA_DIR on first use.
process.env.MEDIA_DIR = mediaDir;

const write = (relative: string, content: string) => {
  const file = path.join(root, 'input', relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  return file;
};
const ndjson = (index: string, sources: (Record<string, unknown> | string)[]) =>
  sources
    .map((source, id) => (typeof source === 'string' ? source : JSON.stringify({ _index: `vue_storefront_catalog_${index}_1587031505`, _type: '_doc', _id: String(id), _source: source })))
    .join('\n') + '\n';

const category = (id: number, parent: number, name: string, urlKey: string, urlPath: string, path: string, level: number) => ({
  id, parent_id: parent, name, url_key: urlKey, url_path: urlPath, slug: urlKey, path, level, position: 1, is_active: true, include_in_menu: true, children_data: [],
});

function writeFixtures(): void {
  write('vsf/catalog_category.json', ndjson('category', [
    category(2, 1, 'All', 'all-2', 'all-2', '1/2', 1),
    category(20, 2, 'Women', 'women-20', 'women/women-20', '1/2/20', 2),
    category(21, 20, 'Tops', 'tops-21', 'women/tops-women/tops-21', '1/2/20/21', 3),
    category(23, 21, 'Jackets', 'jackets-23', 'women/tops-women/jackets-women/jackets-23', '1/2/20/21/23', 4),
    { id: 99, name: 'No url path', parent_id: 2, path: '1/2/99', level: 2 },
    'this line is not JSON',
  ]));
  write('vsf/catalog_attribute.json', ndjson('attribute', [
    { attribute_id: 93, attribute_code: 'color', frontend_input: 'select', frontend_label: 'Color', is_filterable: true, options: [{ label: ' ', value: '' }, { label: 'Black', value: '49' }, { label: 'Green', value: '53' }] },
    { attribute_id: 142, attribute_code: 'size', frontend_input: 'select', frontend_label: 'Size', is_filterable: true, options: [{ label: 'XS', value: '167' }, { label: 'L', value: '170' }] },
    { attribute_id: 'x', attribute_code: 'Bad Code' },
  ]));
  write('vsf/catalog_taxrule.json', ndjson('taxrule', [
    { id: 2, code: 'General Taxes', priority: 0, customer_tax_class_ids: [3], product_tax_class_ids: [2], rates: [{ id: 6, tax_country_id: 'DE', tax_region_id: 0, tax_postcode: '*', rate: 23, code: 'VAT23-DE' }] },
  ]));
  write('vsf/catalog_cms_page.json', ndjson('cms_page', [
    { id: 3, identifier: 'enable-cookies', title: 'Enable Cookies', content: '<p>Cookies</p><img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">Help</a>', store_id: [0], active: true },
    { id: 4, title: 'No identifier' },
  ]));
  write('vsf/catalog_cms_block.json', ndjson('cms_block', [{ id: 1, identifier: 'footer_links_block', title: 'Footer', content: '<ul></ul>', store_id: [0], active: true }]));

  const header = 'sku,store_view_code,product_type,categories,name,description,price,special_price,special_price_from_date,special_price_to_date,visibility,url_key,base_image,additional_images,additional_attributes,qty,is_in_stock,manage_stock,use_config_manage_stock,configurable_variations';
  write('magento/products.csv', [
    header,
    'WJ-S-Black,,simple,Default Category/Women/Tops/Jackets,Juno Jacket-S-Black,"<p>Warm.',
    'Two lines.</p>",50,,,,Not Visible Individually,juno-jacket-s-black,/w/j/wj-black.jpg,,"size=S,color=Black,material=Fleece",10,1,1,0,',
    'WJ-S-Green,,simple,Default Category/Women/Tops/Jackets,Juno Jacket-S-Green,,48,,,,Not Visible Individually,,/w/j/wj-green.jpg,,"size=S,color=Green",0,0,1,0,',
    'WJ-BAD,,simple,Default Category/Women/Tops/Jackets,Broken Jacket,,abc,,,,Catalog,,,,,1,1,1,1,',
    'WJ,,configurable,"Default Category/Women/Tops/Jackets,Default Category",Juno Jacket,<p>Juno</p>,50,,,,"Catalog, Search",,/w/j/wj-black.jpg,/w/j/wj-back.jpg,"material=Fleece|Nylon,erin_recommends=Yes",0,1,1,1,"sku=WJ-S-Black,size=S,color=Black|sku=WJ-S-Green,size=S,color=Green"',
    'GB-01,,simple,Default Category/Gear/Bags,Joust Duffle Bag,"<h3 onclick=""steal()"">Roomy</h3><iframe src=""https://evil.example""></iframe><ul><li>Zip</li></ul>",34,29,2020-01-01,2099-12-31,Catalog,,,,,5,1,1,1,',
    'GB-02,,weird,Default Category/Gear/Bags,Weird Thing,,10,,,,Catalog,,,,,5,1,1,1,',
    'GB-03,,simple,Default Category/Gear/Bags,Short Row',
  ].join('\n') + '\n');

  write('sample/products_gear_fitness.csv', [
    'category,name,sku,price,qty,description,size,attribute_set,visibility',
    '"Gear\nFitness Equipment",Sprite Yoga Strap 6 foot,24-WG085,14,100,<p>Strap</p>,6 foot,Strap,1',
    '"Gear\nFitness Equipment",Sprite Yoga Strap 8 foot,24-WG086,17,100,<p>Strap</p>,8 foot,Strap,1',
    '"Gear\nFitness Equipment",Sprite Foam Roller,24-WG088,19,100,<p>Roller</p>,,Roller,4',
    '"Gear\nFitness Equipment",No Price,24-WG000,,100,<p>x</p>,,Roller,4',
  ].join('\n') + '\n');
  write('sample/yoga_bundle.csv', [
    'category,name,sku,price,qty,description,bundle_options,attribute_set',
    '"Gear\nFitness Equipment",Sprite Yoga Companion Kit,24-WG080,,100,<p>Kit</p>,"Sprite Yoga Strap|radio:24-WG085,24-WG086\nSprite Foam Roller|radio:24-WG088",Gear',
    '"Gear\nFitness Equipment",Broken Kit,24-WG099,,100,<p>Kit</p>,not an option list,Gear',
  ].join('\n') + '\n');
  write('sample/yoga_grouped.csv', [
    'category,name,sku,price,qty,description,associated_sku,attribute_set',
    '"Gear\nFitness Equipment",Set of Sprite Yoga Straps,24-WG085_Group,,100,<p>Set</p>,"24-WG085,24-WG086",Gear',
  ].join('\n') + '\n');
  write('sample/images_yoga_bundle.csv', 'sku,image\n24-WG080,/l/u/luma-yoga-kit-2.jpg\nNO-SUCH-SKU,/x/y/xy.jpg\n');
  write('sample/Links/related.csv', 'sku,linked_sku\n"WJ","GB-01\n24-WG080"\n');
  write('sample/products_reviews.csv', [
    'sku,rating_code,rating_value,title,review,reviewer,email',
    'GB-01,Rating,4,Roomy,Fits everything.,Chi,',
    'NOPE-1,Rating,3,Lost,Nobody sells this.,Ann,',
    'GB-01,Rating,9,Too good,Out of range.,Bo,',
  ].join('\n') + '\n');
  write('sample/tax_rate.csv', 'code,tax_country_id,tax_region_name,tax_postcode,rate\nUS-MI-*-Rate 1,US,Michigan,*,8.25\nBAD-RATE,USA,,*,5\n');
  write('sample/tax_rule.csv', 'code,tax_rate,tax_customer_class,tax_product_class,priority,calculate_subtotal,position\nRule1,US-MI-*-Rate 1,3,2,0,,0\nRule2,NO-SUCH-RATE,3,2,0,,0\n');
  write('sample/pages.csv', 'title,page_layout,identifier,content_heading,content,is_active\n"About us",1column,about-us,"About us","<a href=""{{store url=""customer-service""}}"">Help</a>",1\n"No id",1column,,x,y,1\n');
  write('sample/blocks.csv', 'title,identifier,content\n"Login Info Block",login-data,"<p>Demo</p>"\n');
  write('sample/sales_rules.csv', [
    'name,description,simple_action,discount_amount,discount_step,is_active,coupon_type,coupon_code',
    '"Buy 3 get 1","x",buy_x_get_y,1,3,1,1,',
    '"$4 water bottle","y",by_percent,70,0,1,2,H20',
  ].join('\n') + '\n');
}

async function writeMedia(): Promise<void> {
  const folder = path.join(root, 'input', 'pub', 'media', 'catalog', 'product', 'w', 'j');
  fs.mkdirSync(folder, { recursive: true });
  const jpeg = await sharp({ create: { width: 60, height: 80, channels: 3, background: '#2f9e44' } }).jpeg().toBuffer();
  fs.writeFileSync(path.join(folder, 'wj-green.jpg'), jpeg);
  fs.writeFileSync(path.join(folder, 'wj-black.jpg'), jpeg);
}

let database: Database;
let first: ImportSummary;
let second: ImportSummary;
const rows = async <T>(query: ReturnType<typeof sql>) => (await execute<T>(database.db, query)).rows;
const doc = async (sku: string) => (await rows<{ doc: any }>(sql`SELECT doc FROM products WHERE sku = ${sku}`))[0]?.doc;
const problem = (file: string, line: number) =>
  first.report.problems.find((entry) => entry.file.endsWith(file) && entry.line === line)?.message;

beforeAll(async () => {
  writeFixtures();
  await writeMedia();
  database = await createTestDatabase();
  setDatabase(database);
  first = await runImport(database.db, [path.join(root, 'input')], { mediaDir });
});

afterAll(async () => {
  setDatabase(undefined);
  await database.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('bad rows', () => {
  it('are reported with file:line and skipped, the rest of the file imported', () => {
    expect(first.report.files.filter((file) => file.error)).toEqual([]);
    expect(problem('catalog_category.json', 5)).toMatch(/url_key/);
    expect(problem('catalog_category.json', 6)).toMatch(/not JSON/);
    expect(problem('catalog_attribute.json', 3)).toMatch(/attribute_code|attribute_id/);
    expect(problem('catalog_cms_page.json', 2)).toMatch(/identifier/);
    // Line 2–3 is one record (a quoted description over two lines), so the broken row is on line 5.
    expect(problem('products.csv', 5)).toMatch(/^WJ-BAD: price/);
    expect(problem('products.csv', 8)).toMatch(/^GB-02: product_type/);
    expect(problem('products.csv', 9)).toMatch(/expected 20 fields, found 5/);
    expect(problem('products_gear_fitness.csv', 8)).toMatch(/price is required/);
    // Quoted fields span lines here too: each record of these two files takes two or three lines.
    expect(problem('yoga_bundle.csv', 5)).toMatch(/bundle_options/);
    expect(problem('images_yoga_bundle.csv', 3)).toMatch(/NO-SUCH-SKU: no product/);
    expect(problem('products_reviews.csv', 3)).toMatch(/NOPE-1: no product/);
    expect(problem('products_reviews.csv', 4)).toMatch(/rating_value/);
    expect(problem('tax_rate.csv', 3)).toMatch(/tax_country_id/);
    expect(problem('tax_rule.csv', 3)).toMatch(/unknown tax rate NO-SUCH-RATE/);
    expect(problem('pages.csv', 3)).toMatch(/identifier/);
    expect(first.report.get('product')).toMatchObject({ imported: 9, rejected: 5 });
  });
});

describe('categories', () => {
  it('match the VSF categories by name path (ids and url_path of the original shop) and create the missing ones', async () => {
    const jacket = await doc('WJ');
    expect(jacket.category_ids).toEqual([20, 21, 23]);
    expect(jacket.category.map((entry: any) => entry.path)).toContain('women/tops-women/jackets-women/jackets-23');
    const created = await rows<{ id: number; url_path: string; slug: string; parent_id: number }>(
      sql`SELECT id, url_path, slug, parent_id FROM categories WHERE name IN ('Gear', 'Bags', 'Fitness Equipment') ORDER BY level, name`,
    );
    const gear = created.find((entry) => entry.url_path === 'gear');
    expect(gear).toBeDefined();
    expect(created).toEqual(expect.arrayContaining([expect.objectContaining({ url_path: 'gear/bags', slug: `bags-${created.find((entry) => entry.url_path === 'gear/bags')?.id}`, parent_id: gear?.id })]));
    expect((await doc('GB-01')).category_ids).toEqual([gear?.id, created.find((entry) => entry.url_path === 'gear/bags')?.id]);
    const rootDoc = (await rows<{ doc: any }>(sql`SELECT doc FROM categories WHERE id = 2`))[0]?.doc;
    expect(rootDoc.children_data.map((child: any) => child.name)).toEqual(expect.arrayContaining(['Women', 'Gear']));
  });
});

describe('Magento product CSV', () => {
  it('assembles a configurable: children with VSF option ids, options, the lowest child price, stock', async () => {
    const parent = await doc('WJ');
    expect(parent.type_id).toBe('configurable');
    expect(parent.url_key).toBe('juno-jacket');
    expect(parent.price).toBe(48);
    expect(parent.configurable_children.map((child: any) => [child.sku, child.color, child.price, child.stock.is_in_stock])).toEqual([
      ['WJ-S-Black', 49, 50, true],
      ['WJ-S-Green', 53, 48, false],
    ]);
    const options = Object.fromEntries(parent.configurable_options.map((option: any) => [option.attribute_code, option]));
    expect(options.color.attribute_id).toBe('93');
    expect(options.color.values).toEqual([{ value_index: 49, label: 'Black' }, { value_index: 53, label: 'Green' }]);
    expect(options.size.values.map((value: any) => value.label)).toEqual(['S']);
    expect(parent.color_options).toEqual([49, 53]);
    const [row] = await rows<{ attrs: Record<string, number[]>; visibility: number }>(sql`SELECT attrs, visibility FROM products WHERE sku = 'WJ'`);
    expect(row?.visibility).toBe(4);
    expect(row?.attrs.color).toEqual([49, 53]);
    expect(row?.attrs.material).toHaveLength(2);
    const [child] = await rows<{ parent_sku: string; visibility: number }>(sql`SELECT parent_sku, visibility FROM products WHERE sku = 'WJ-S-Black'`);
    expect(child).toEqual({ parent_sku: 'WJ', visibility: 1 });
    expect((await doc('WJ-S-Black')).description).toBe('<p>Warm.\nTwo lines.</p>');
    expect(parent.media_gallery.map((entry: any) => entry.image)).toEqual(['/w/j/wj-black.jpg', '/w/j/wj-back.jpg']);
  });

  it('keeps special prices with dates, visibility "Catalog" and stock from qty/is_in_stock', async () => {
    const bag = await doc('GB-01');
    expect(bag).toMatchObject({ price: 34, special_price: 29, visibility: 2, special_from_date: '2020-01-01T00:00:00.000Z' });
    const stockRows = await rows<{ sku: string; qty: number; is_in_stock: boolean }>(sql`SELECT sku, qty, is_in_stock FROM stock WHERE sku IN ('GB-01', 'WJ-S-Green') ORDER BY sku`);
    expect(stockRows).toEqual([{ sku: 'GB-01', qty: 5, is_in_stock: true }, { sku: 'WJ-S-Green', qty: 0, is_in_stock: false }]);
  });

  it('adds product links from the links files', async () => {
    const links = (await doc('WJ')).product_links.filter((link: any) => link.link_type === 'related');
    expect(links.map((link: any) => [link.linked_product_sku, link.linked_product_type])).toEqual([['GB-01', 'simple'], ['24-WG080', 'bundle']]);
  });
});

describe('sample-data modules', () => {
  it('imports a bundle with its options, default selections and price', async () => {
    const kit = await doc('24-WG080');
    expect(kit.type_id).toBe('bundle');
    expect(kit.bundle_options.map((option: any) => [option.title, option.required, option.product_links.map((link: any) => [link.sku, link.is_default])])).toEqual([
      ['Sprite Yoga Strap', true, [['24-WG085', true], ['24-WG086', false]]],
      ['Sprite Foam Roller', true, [['24-WG088', true]]],
    ]);
    expect(kit.price).toBe(14 + 19);
    expect(kit.image).toBe('/l/u/luma-yoga-kit-2.jpg');
    expect(kit.category.map((entry: any) => entry.name)).toEqual(['Gear', 'Fitness Equipment']);
  });

  it('links a grouped product to its associated products', async () => {
    const set = await doc('24-WG085_Group');
    expect(set.type_id).toBe('grouped');
    expect(set.product_links.map((link: any) => [link.link_type, link.linked_product_sku])).toEqual([['associated', '24-WG085'], ['associated', '24-WG086']]);
    expect(set.price).toBe(14);
  });

  it('attaches reviews by sku', async () => {
    const reviews = await rows<{ nickname: string; rating: number; review_status: number }>(
      sql`SELECT r.nickname, r.rating, r.review_status FROM reviews r JOIN products p ON p.id = r.product_id WHERE p.sku = 'GB-01'`,
    );
    expect(reviews).toEqual([{ nickname: 'Chi', rating: 4, review_status: 1 }]);
  });

  it('builds tax rules from tax rates (the region id and code of Michigan) next to the VSF rule', async () => {
    const rules = await rows<{ code: string; doc: any }>(sql`SELECT code, doc FROM tax_rules ORDER BY id`);
    expect(rules.map((rule) => rule.code)).toEqual(['General Taxes', 'Rule1']);
    expect(rules[1]?.doc.rates).toEqual([expect.objectContaining({ tax_country_id: 'US', tax_region_id: 33, region_code: 'MI', rate: 8.25 })]);
    expect(rules[1]?.doc.product_tax_class_ids).toEqual([2]);
  });

  it('stores CMS pages and blocks from both sources, store links rewritten', async () => {
    const pages = await rows<{ identifier: string; content: string }>(sql`SELECT identifier, content FROM cms_pages ORDER BY identifier`);
    expect(pages.map((page) => page.identifier)).toEqual(['about-us', 'enable-cookies']);
    expect(pages[0]?.content).toBe('<a href="/customer-service">Help</a>');
    // Imported HTML is sanitised before it is stored (ADR 0015): markup kept, scripts and handlers gone.
    expect(pages[1]?.content).toBe('<p>Cookies</p><img src><a href>Help</a>');
    const [stored] = await rows<{ doc: { content: string } }>(sql`SELECT doc FROM cms_pages WHERE identifier = 'enable-cookies'`);
    expect(stored!.doc.content).toBe(pages[1]!.content);
    expect((await doc('GB-01')).description).toBe('<h3>Roomy</h3><ul><li>Zip</li></ul>');
    const blocks = await rows<{ identifier: string }>(sql`SELECT identifier FROM cms_blocks ORDER BY identifier`);
    expect(blocks.map((block) => block.identifier)).toEqual(['footer_links_block', 'login-data']);
  });

  it('turns sales rules with a coupon code into coupons and skips automatic rules', async () => {
    const coupons = await rows<{ coupon_code: string; discount_type: string }>(sql`SELECT coupon_code, discount_type FROM sales_rules`);
    expect(coupons).toEqual([{ coupon_code: 'H20', discount_type: 'percent' }]);
    expect(first.report.get('coupon')).toMatchObject({ imported: 1, skipped: 1 });
  });
});

describe('media', () => {
  it('copies the photos into the media store and /img serves them', async () => {
    expect(fs.existsSync(path.join(mediaDir, 'catalog', 'product', 'w', 'j', 'wj-green.jpg'))).toBe(true);
    expect(first.report.get('media_file').imported).toBe(2);
    const segments = ['40', '40', 'resize', 'w', 'j', 'wj-green.jpg'];
    const response = await imageRoute(new Request(`http://localhost/img/${segments.join('/')}`, { headers: { accept: 'image/jpeg' } }), {
      params: Promise.resolve({ path: segments }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const missing = await imageRoute(new Request('http://localhost/img/40/40/resize/w/j/none.jpg'), {
      params: Promise.resolve({ path: ['40', '40', 'resize', 'w', 'j', 'none.jpg'] }),
    });
    expect(missing.status).toBe(404);
  });
});

describe('search lexicon and re-import', () => {
  it('knows the new words for typo search', async () => {
    const words = await rows<{ word: string }>(sql`SELECT word FROM search_lexicon WHERE word IN ('jacket', 'juno', 'duffle')`);
    expect(words.map((row) => row.word).sort()).toEqual(['duffle', 'jacket', 'juno']);
  });

  it('is idempotent: a second run updates what is there and adds nothing', async () => {
    const count = async () =>
      (await rows<{ products: number; reviews: number; categories: number; stock: number; pages: number; coupons: number }>(sql`
        SELECT (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM reviews) AS reviews,
          (SELECT count(*)::int FROM categories) AS categories, (SELECT count(*)::int FROM stock) AS stock,
          (SELECT count(*)::int FROM cms_pages) AS pages, (SELECT count(*)::int FROM sales_rules) AS coupons`))[0];
    const before = await count();
    const ids = await rows<{ sku: string; id: number }>(sql`SELECT sku, id FROM products ORDER BY sku`);
    second = await runImport(database.db, [path.join(root, 'input')], { mediaDir });
    expect(await count()).toEqual(before);
    expect(await rows(sql`SELECT sku, id FROM products ORDER BY sku`)).toEqual(ids);
    expect(second.report.get('product')).toMatchObject({ imported: 0, updated: 9 });
    expect(second.report.get('review')).toMatchObject({ imported: 0, updated: 1 });
    expect(second.report.get('category').imported).toBe(0);
    expect(second.report.get('media_file')).toMatchObject({ imported: 0, updated: 2 });
    expect((await doc('WJ')).configurable_children).toHaveLength(2);
  });
});
