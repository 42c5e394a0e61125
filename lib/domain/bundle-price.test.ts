import type { BundleOption, BundleProductLink } from './catalog-types';
import { bundleProductPrice, defaultBundleLinks } from './bundle-price';

function link(sku: string, qty: number, isDefault = false): BundleProductLink {
  return { id: sku.length, sku, qty, can_change_quantity: 1, is_default: isDefault, position: 0 };
}

function option(optionId: number, links: BundleProductLink[]): BundleOption {
  return {
    option_id: optionId,
    title: `o${optionId}`,
    required: true,
    type: 'select',
    position: 0,
    sku: 'b',
    product_links: links,
  };
}

const prices: Record<string, number> = { bag: 19.99, strap: 4.1, bottle: 7.5, mat: 0.1 };
const priceOf = (sku: string) => prices[sku];

const bundle = {
  bundle_options: [
    option(1, [link('bag', 1), link('strap', 2, true)]),
    option(2, [link('bottle', 3), link('mat', 1)]),
  ],
};

const skus = (links: BundleProductLink[]) => links.map((entry) => entry.sku);

describe('defaultBundleLinks', () => {
  it('takes the default links, else the first link of a required option', () => {
    expect(skus(defaultBundleLinks(option(1, [link('a', 1), link('b', 1, true)])))).toEqual(['b']);
    expect(skus(defaultBundleLinks(option(1, [link('a', 1, true), link('b', 1, true)])))).toEqual(['a', 'b']);
    expect(skus(defaultBundleLinks(option(1, [link('a', 1), link('b', 1)])))).toEqual(['a']);
    expect(defaultBundleLinks(option(1, []))).toEqual([]);
  });
  it('leaves an optional option without a default empty', () => {
    expect(defaultBundleLinks({ ...option(1, [link('a', 1), link('b', 1)]), required: false })).toEqual([]);
  });
});

describe('bundleProductPrice', () => {
  it('prices an optional option without a default at nothing (the product page and the cart agree)', () => {
    const withOptional = { bundle_options: [...bundle.bundle_options, { ...option(3, [link('bag', 1)]), required: false }] };
    expect(bundleProductPrice(withOptional, priceOf)).toBe(30.7);
  });
  it('adds the default (or first) link of each option times its qty', () => {
    // strap 4.10 × 2 + bottle 7.50 × 3
    expect(bundleProductPrice(bundle, priceOf)).toBe(30.7);
  });
  it('is 0 for a bundle without options or with empty options', () => {
    expect(bundleProductPrice({}, priceOf)).toBe(0);
    expect(bundleProductPrice({ bundle_options: [option(1, [])] }, priceOf)).toBe(0);
  });
  it('uses cents maths', () => {
    const tenths = { bundle_options: [option(1, [link('mat', 3)])] };
    expect(bundleProductPrice(tenths, priceOf)).toBe(0.3);
  });
  it('applies a selection override per option', () => {
    // bag × 1 (link qty) + bottle × 3
    expect(bundleProductPrice(bundle, priceOf, { 1: { sku: 'bag' } })).toBe(42.49);
    // strap × 2 + mat × 5
    expect(bundleProductPrice(bundle, priceOf, { 2: { sku: 'mat', qty: 5 } })).toBe(8.7);
  });
  it('counts an overriding sku the option does not list once', () => {
    expect(
      bundleProductPrice({ bundle_options: [option(1, [link('bag', 4)])] }, priceOf, { 1: { sku: 'mat' } }),
    ).toBe(0.1);
  });
  it('drops an option whose override qty is 0', () => {
    expect(bundleProductPrice(bundle, priceOf, { 1: { sku: 'bag', qty: 0 } })).toBe(22.5);
  });
  it('keeps the defaults for options without an override', () => {
    expect(bundleProductPrice(bundle, priceOf, { 1: null, 99: { sku: 'bag' } })).toBe(30.7);
  });
  it('counts an unknown linked product as nothing', () => {
    expect(bundleProductPrice({ bundle_options: [option(1, [link('ghost', 2)])] }, priceOf)).toBe(0);
  });
});
