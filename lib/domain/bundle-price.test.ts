import type { BundleOption, BundleProductLink } from './catalog-types';
import { bundleProductPrice, defaultBundleLink } from './bundle-price';

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

describe('defaultBundleLink', () => {
  it('takes the default link, else the first one', () => {
    expect(defaultBundleLink(option(1, [link('a', 1), link('b', 1, true)]))?.sku).toBe('b');
    expect(defaultBundleLink(option(1, [link('a', 1), link('b', 1)]))?.sku).toBe('a');
    expect(defaultBundleLink(option(1, []))).toBeUndefined();
  });
});

describe('bundleProductPrice', () => {
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
