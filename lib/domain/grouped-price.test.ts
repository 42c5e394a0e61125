import type { ProductLink } from './catalog-types';
import { groupedProductPrice } from './grouped-price';

function link(sku: string, linkType: ProductLink['link_type'] = 'associated', qty = 3): ProductLink {
  return {
    sku: 'group',
    link_type: linkType,
    linked_product_sku: sku,
    linked_product_type: 'simple',
    position: 0,
    qty,
  };
}

const prices: Record<string, number> = { a: 10.1, b: 20.2, c: 0.1 };
const priceOf = (sku: string) => prices[sku];

describe('groupedProductPrice', () => {
  it('is 0 without associated products', () => {
    expect(groupedProductPrice({}, priceOf)).toBe(0);
    expect(groupedProductPrice({ product_links: [] }, priceOf)).toBe(0);
  });
  it('adds each associated product once, whatever the link qty, without float drift', () => {
    expect(groupedProductPrice({ product_links: [link('a'), link('b'), link('c')] }, priceOf)).toBe(30.4);
  });
  it('ignores related, upsell and cross-sell links', () => {
    const links = [link('a'), link('b', 'related'), link('c', 'upsell'), link('c', 'crosssell')];
    expect(groupedProductPrice({ product_links: links }, priceOf)).toBe(10.1);
  });
  it('counts an unknown product as nothing', () => {
    expect(groupedProductPrice({ product_links: [link('a'), link('missing')] }, priceOf)).toBe(10.1);
  });
});
