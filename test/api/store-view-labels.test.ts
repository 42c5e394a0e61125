/**
 * Issue 10 item 13 (ADR 0016): the German and Italian store views answer category names, attribute and option
 * labels, method titles and total segment titles in their language; the default store stays English.
 */
import { POST as catalogSearch } from '@/app/api/catalog/[index]/[entity]/%5Fsearch/route';
import { GET as cartTotals } from '@/app/api/cart/totals/route';
import { GET as paymentMethods } from '@/app/api/cart/payment-methods/route';
import { POST as shippingMethods } from '@/app/api/cart/shipping-methods/route';
import { POST as urlMap } from '@/app/api/url/map/route';
import { storeViews } from '@/lib/config/store-views';
import { loadMenu } from '@/lib/server/catalog/categories';
import { loadCategoryListing } from '@/lib/server/catalog/category-listing';
import { categoryBySlug } from '@/lib/server/catalog/categories';
import { loadProductPage } from '@/lib/server/catalog/product-page';
import { call } from './support/http';
import { addItem, guestCart, pickConfigurable, pickSimple } from './support/commerce';
import { seededShopPerFile } from './support/test-database';

jest.setTimeout(180_000);


const db = seededShopPerFile();
type Params = { index: string; entity: string };
type Doc = Record<string, any>;

async function search(index: string, entity: string, body: unknown = {}, query = ''): Promise<Doc[]> {
  const params = { index, entity };
  const response = await call<Params>(catalogSearch, `/api/catalog/${index}/${entity}/_search?request_format=search-query&size=200${query}`, { body, params });
  expect(response.status).toBe(200);
  return response.json.hits.hits.map((hit: Doc) => hit._source);
}

const colorIn = async (index: string, query = '') =>
  (await search(index, 'attribute', { _appliedFilters: [{ attribute: 'attribute_code', value: { eq: 'color' } }] }, query))[0]!;
const labelOf = (attribute: Doc, value: string) => attribute.options.find((option: Doc) => option.value === value)?.label;

describe('catalogue API', () => {
  it("answers attribute and option labels in the index's store view", async () => {
    const [english, german, italian] = await Promise.all([
      colorIn('vue_storefront_catalog'),
      colorIn('vue_storefront_catalog_de'),
      colorIn('vue_storefront_catalog_it'),
    ]);
    expect([english.frontend_label, labelOf(english, '50')]).toEqual(['Color', 'Blue']);
    expect([german.frontend_label, labelOf(german, '50')]).toEqual(['Farbe', 'Blau']);
    expect([italian.frontend_label, labelOf(italian, '50')]).toEqual(['Colore', 'Blu']);
    // The per-store maps stay inside: clients get plain documents.
    expect(JSON.stringify([english, german])).not.toContain('translations');
  });

  it('takes the store view from ?storeCode= as vue-storefront-api does', async () => {
    expect((await colorIn('vue_storefront_catalog', '&storeCode=de')).frontend_label).toBe('Farbe');
  });

  it('names categories in the store view and filters them by the translated name', async () => {
    const byName = (name: string) => ({ _appliedFilters: [{ attribute: 'name', value: { eq: name } }] });
    const [women] = await search('vue_storefront_catalog_de', 'category', byName('Damen'));
    expect(women).toMatchObject({ id: 20, name: 'Damen', url_path: 'damen', slug: 'damen-20' });
    expect(women!.children_data.map((child: Doc) => child.name)).toEqual(['Oberteile', 'Hosen & Shorts']);
    expect((await search('vue_storefront_catalog_it', 'category', byName('Donna')))[0]?.id).toBe(20);
    expect((await search('vue_storefront_catalog', 'category', byName('Women')))[0]?.name).toBe('Women');
  });

  it("shows a product's configurable options and category names in the store view's language", async () => {
    const { parent } = await pickConfigurable(db());
    const bySku = { _appliedFilters: [{ attribute: 'sku', value: { eq: parent } }] };
    const [english] = await search('vue_storefront_catalog', 'product', bySku);
    const [german] = await search('vue_storefront_catalog_de', 'product', bySku);
    const colorOption = (product: Doc) => product.configurable_options.find((option: Doc) => option.attribute_code === 'color');
    expect(colorOption(english!).label).toBe('Color');
    expect(colorOption(german!).label).toBe('Farbe');
    expect(colorOption(german!).values.map((value: Doc) => value.label)).not.toEqual(colorOption(english!).values.map((value: Doc) => value.label));
    expect(german!.category.map((ref: Doc) => ref.name)).toEqual(expect.arrayContaining([expect.stringMatching(/Damen|Herren|Ausrüstung/)]));
    expect(german!.name).toBe(english!.name);
  });

  it('maps a category URL to its German document', async () => {
    const response = await call(urlMap, '/api/url/map?storeCode=de', { body: { url: '/de/women' } });
    expect(response.json).toMatchObject({ _type: 'category', _source: { id: 20, name: 'Damen' } });
  });
});

describe('pages', () => {
  it('menu, category, filters and product page read German in the German store', async () => {
    const { de, it: italian, default: usa } = storeViews;
    expect((await loadMenu(db(), de)).map((link) => link.name)).toEqual(expect.arrayContaining(['Damen', 'Herren', 'Ausrüstung']));
    expect((await loadMenu(db(), italian)).map((link) => link.name)).toEqual(expect.arrayContaining(['Donna', 'Uomo']));
    expect((await loadMenu(db(), usa)).map((link) => link.name)).toEqual(expect.arrayContaining(['Women', 'Men', 'Gear']));

    const women = await categoryBySlug(db(), 'women-20', de);
    expect(women?.name).toBe('Damen');
    const listing = await loadCategoryListing(db(), de, women!, {});
    const labels = Object.fromEntries(listing.attributes.map((attribute) => [attribute.attribute_code, attribute.frontend_label]));
    expect(labels).toMatchObject({ color: 'Farbe', size: 'Größe' });

    const { parent } = await pickConfigurable(db());
    const page = await loadProductPage(db(), de, parent);
    if (page.kind !== 'found') throw new Error(page.kind);
    expect(page.data.breadcrumbs.map((crumb) => crumb.name)).toEqual(expect.arrayContaining([expect.stringMatching(/Damen|Herren|Ausrüstung/)]));
    expect(page.data.attributes.map((row) => row.label)).not.toContain('Color');
  });
});

describe('cart API', () => {
  const address = { country_id: 'DE', postcode: '10115', city: 'Berlin' };

  async function cartWithItem() {
    const cartId = await guestCart();
    expect((await addItem(cartId, (await pickSimple(db())).sku, 1)).status).toBe(200);
    return cartId;
  }

  it('answers total segment titles in the store view', async () => {
    const cartId = await cartWithItem();
    const titles = async (storeCode: string) =>
      Object.fromEntries(
        (await call(cartTotals, `/api/cart/totals?cartId=${cartId}&storeCode=${storeCode}`)).json.result.total_segments.map((segment: Doc) => [
          segment.code,
          segment.title,
        ]),
      );
    expect(await titles('de')).toMatchObject({ subtotal: 'Zwischensumme', tax: 'Steuer', grand_total: 'Gesamtsumme', shipping: expect.stringMatching(/^Versand/) });
    expect(await titles('it')).toMatchObject({ subtotal: 'Subtotale', tax: 'Imposte', grand_total: 'Totale complessivo' });
    expect(await titles('default')).toMatchObject({ subtotal: 'Subtotal', tax: 'Tax', grand_total: 'Grand Total' });
  });

  it("labels a configurable line's options in the store view", async () => {
    const cartId = await guestCart();
    const { parent, options } = await pickConfigurable(db());
    expect((await addItem(cartId, parent, 1, undefined, { extension_attributes: { configurable_item_options: options } })).status).toBe(200);
    const optionsOf = async (storeCode: string) =>
      JSON.parse((await call(cartTotals, `/api/cart/totals?cartId=${cartId}&storeCode=${storeCode}`)).json.result.items[0].options).map(
        (option: Doc) => option.label,
      );
    expect(await optionsOf('de')).toEqual(expect.arrayContaining(['Farbe']));
    expect(await optionsOf('default')).toEqual(expect.arrayContaining(['Color']));
  });

  it('answers shipping and payment method titles in the store view', async () => {
    const cartId = await cartWithItem();
    const shipping = async (storeCode: string) =>
      (await call(shippingMethods, `/api/cart/shipping-methods?cartId=${cartId}&storeCode=${storeCode}`, { body: { address } })).json.result[0];
    expect(await shipping('de')).toMatchObject({ carrier_code: 'flatrate', carrier_title: 'Pauschalversand', method_title: 'Festpreis' });
    expect(await shipping('default')).toMatchObject({ carrier_title: 'Flat Rate', method_title: 'Fixed' });
    const payment = async (storeCode: string) =>
      Object.fromEntries(
        (await call(paymentMethods, `/api/cart/payment-methods?cartId=${cartId}&storeCode=${storeCode}`)).json.result.map((method: Doc) => [method.code, method.title]),
      );
    expect(await payment('de')).toMatchObject({ checkmo: 'Scheck / Zahlungsanweisung', cashondelivery: 'Nachnahme' });
    expect(await payment('it')).toMatchObject({ cashondelivery: 'Contrassegno' });
    expect(await payment('default')).toMatchObject({ checkmo: 'Check / Money order' });
  });
});
