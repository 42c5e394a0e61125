import { parseProductPath, productPageUrl } from './product-url';

describe('productPageUrl', () => {
  it('builds the parent URL without a child sku', () => {
    expect(productPageUrl({ storeUrl: '', parentSku: 'WT01', slug: 'antonia-racer-tank' })).toBe('/p/WT01/antonia-racer-tank');
  });

  it('appends the child sku and the store prefix', () => {
    expect(productPageUrl({ storeUrl: '/de', parentSku: 'WT01', slug: 'tank', childSku: 'WT01-XS-Brown' })).toBe(
      '/de/p/WT01/tank/WT01-XS-Brown',
    );
  });

  it('leaves the child segment out when it is the product itself', () => {
    expect(productPageUrl({ storeUrl: '', parentSku: '24-MB01', slug: 'bag', childSku: '24-MB01' })).toBe('/p/24-MB01/bag');
  });

  it('encodes characters that are not safe in a path segment', () => {
    expect(productPageUrl({ storeUrl: '', parentSku: 'A/B', slug: 'x y' })).toBe('/p/A%2FB/x%20y');
  });
});

describe('parseProductPath', () => {
  it('reads the sku with and without a slug and a store prefix', () => {
    expect(parseProductPath('/p/WT01-XS-Brown/tank')).toEqual({ storeUrl: '', sku: 'WT01-XS-Brown', slug: 'tank' });
    expect(parseProductPath('/it/p/WT01/tank/')).toEqual({ storeUrl: '/it', sku: 'WT01', slug: 'tank' });
    expect(parseProductPath('/p/WS08-L-Black')).toEqual({ storeUrl: '', sku: 'WS08-L-Black', slug: null });
    expect(parseProductPath('/de/p/WS08-L-Black/')).toEqual({ storeUrl: '/de', sku: 'WS08-L-Black', slug: null });
  });

  it('ignores URLs with a child sku, other stores and other routes', () => {
    expect(parseProductPath('/p/WT01/tank/WT01-XS-Brown')).toBeNull();
    expect(parseProductPath('/fr/p/WT01/tank')).toBeNull();
    expect(parseProductPath('/c/tops')).toBeNull();
    expect(parseProductPath('/p')).toBeNull();
    expect(parseProductPath('/p/')).toBeNull();
  });

  it('decodes the sku and rejects malformed escapes', () => {
    expect(parseProductPath('/p/A%2FB/x%20y')).toMatchObject({ sku: 'A/B', slug: 'x y' });
    expect(parseProductPath('/p/%E0%A4%A/x')).toBeNull();
    expect(parseProductPath('/p/WT01/%E0%A4%A')).toBeNull();
  });
});
