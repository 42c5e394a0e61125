import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

const SEARCH = '/api/catalog/vue_storefront_catalog/product/_search?request_format=search-query';

export interface ProductSource {
  id: number;
  sku: string;
  name: string;
  slug: string;
  url_key: string;
  type_id: string;
  status: number;
  visibility: number;
  final_price_incl_tax: number;
  original_price_incl_tax: number;
  [field: string]: any;
}

/** Products from the catalogue API (lookups by sku, type_id or status see every product). */
export async function findProducts(
  request: APIRequestContext,
  filters: { attribute: string; value: unknown }[],
  size = 50,
  /** The store view whose documents (prices, labels, translated slugs) to read; the default store's by default. */
  storeCode?: string,
): Promise<ProductSource[]> {
  const store = storeCode ? `&storeCode=${storeCode}` : '';
  const response = await request.post(`${SEARCH}&size=${size}${store}`, { data: { _appliedFilters: filters } });
  if (!response.ok()) throw new Error(`catalogue search failed: ${response.status()}`);
  const body = await response.json();
  return body.hits.hits.map((hit: { _source: ProductSource }) => hit._source);
}

export function productPath(product: Pick<ProductSource, 'sku' | 'slug' | 'url_key'>, childSku?: string, storePrefix = '') {
  const base = `${storePrefix}/p/${encodeURIComponent(product.sku)}/${encodeURIComponent(product.slug || product.url_key)}`;
  return childSku ? `${base}/${encodeURIComponent(childSku)}` : base;
}

/** Reads "$1,234.56" or "1.234,56 €" as a number. */
export function parsePrice(text: string): number {
  const digits = text.replace(/[^\d.,-]/g, '');
  const normalized = /,\d{2}$/.test(digits) ? digits.replace(/\./g, '').replace(',', '.') : digits.replace(/,/g, '');
  return Number(normalized);
}

/** The product page as a QA engineer drives it. */
export class ProductPage {
  readonly heading: Locator;
  readonly price: Locator;
  readonly originalPrice: Locator;
  readonly sku: Locator;
  readonly stockStatus: Locator;
  readonly addToCart: Locator;
  readonly addToWishlist: Locator;
  readonly addToCompare: Locator;
  readonly quantity: Locator;
  readonly groupedTable: Locator;
  readonly reviews: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.price = page.getByTestId('final-price');
    this.originalPrice = page.getByTestId('original-price');
    this.sku = page.getByTestId('product-sku');
    this.stockStatus = page.getByTestId('stock-status');
    this.addToCart = page.getByRole('button', { name: /add to cart|in den warenkorb|aggiungi al carrello/i });
    this.addToWishlist = page.getByRole('button', { name: /add to wishlist/i });
    this.addToCompare = page.getByRole('button', { name: /add to compare/i });
    this.quantity = page.getByRole('spinbutton', { name: /^(quantity|menge|quantità)$/i });
    this.groupedTable = page.getByRole('table');
    this.reviews = page.getByRole('region', { name: /reviews|bewertungen|recensioni/i });
  }

  async goto(path: string) {
    return this.page.goto(path);
  }

  /** A configurable option group (fieldset) by its label, e.g. 'Color' or 'Size'. */
  option(label: string | RegExp): Locator {
    return this.page.getByRole('group', { name: label });
  }

  async choose(optionLabel: string | RegExp, value: string) {
    const radio = this.option(optionLabel).getByRole('radio', { name: value, exact: true });
    // Forced (the radio itself is drawn invisibly under its label), so Playwright would not wait for it to be enabled:
    // the groups are disabled until the form has hydrated.
    await expect(radio).toBeEnabled();
    await radio.check({ force: true });
  }

  warning(text: string | RegExp): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  async priceValue(): Promise<number> {
    return parsePrice((await this.price.textContent()) ?? '');
  }

  async jsonLd(): Promise<Record<string, any>[]> {
    const scripts = await this.page.locator('script[type="application/ld+json"]').allTextContents();
    return scripts.map((text) => JSON.parse(text));
  }

  reviewField(name: 'Nickname' | 'Summary' | 'Review'): Locator {
    return this.reviews.getByLabel(new RegExp(`^${name}`));
  }
}

const isListed = (product: ProductSource) => product.status === 1 && product.visibility === 4;

/** The catalogue's product of that sku, through the API. */
export async function productBySku(request: APIRequestContext, sku: string): Promise<ProductSource> {
  const [product] = await findProducts(request, [{ attribute: 'sku', value: { eq: sku } }], 1);
  if (!product) throw new Error(`${sku} is not in the catalogue`);
  return product;
}

/** A listed configurable and one of its enabled children that the stock check says is in stock. */
export async function configurableInStock(request: APIRequestContext) {
  const products = (await findProducts(request, [{ attribute: 'type_id', value: { eq: 'configurable' } }], 50)).filter(isListed);
  for (const product of products) {
    for (const child of (product.configurable_children as { sku: string; status?: number }[]).filter((entry) => entry.status !== 2)) {
      const stock = await (await request.get(`/api/stock/check?sku=${encodeURIComponent(child.sku)}`)).json();
      if (stock.result?.is_in_stock === true) return { product, child };
    }
  }
  throw new Error('no configurable with an in-stock child');
}
