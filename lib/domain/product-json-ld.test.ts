import { breadcrumbJsonLd, plainText, productJsonLd, serializeJsonLd } from './product-json-ld';

const input = {
  name: 'Antonia Racer Tank',
  sku: 'WT01',
  images: ['https://shop.test/img/600/744/resize/t/a/tank.jpg'],
  url: 'https://shop.test/p/WT01/antonia-racer-tank',
  price: 18,
  currency: 'USD',
  inStock: true,
  approvedReviewCount: 0,
};

describe('productJsonLd', () => {
  it('describes the offer with price, currency and availability', () => {
    expect(productJsonLd(input)).toMatchObject({
      '@type': 'Product',
      sku: 'WT01',
      offers: { '@type': 'Offer', price: '18.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
    expect(productJsonLd({ ...input, inStock: false }).offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });

  it('adds the rating the page shows only when approved reviews exist', () => {
    expect(productJsonLd(input).aggregateRating).toBeUndefined();
    expect(productJsonLd({ ...input, approvedReviewCount: 3 }).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 5,
      bestRating: 5,
      reviewCount: 3,
    });
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the crumbs and links the last one to the page', () => {
    const data = breadcrumbJsonLd(
      [
        { name: 'Home', url: '/' },
        { name: 'Women', url: '/women' },
        { name: 'Tank', url: null },
      ],
      'https://shop.test',
      'https://shop.test/p/WT01/tank',
    );
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.test/' },
      { '@type': 'ListItem', position: 2, name: 'Women', item: 'https://shop.test/women' },
      { '@type': 'ListItem', position: 3, name: 'Tank', item: 'https://shop.test/p/WT01/tank' },
    ]);
  });
});

describe('serializeJsonLd and plainText', () => {
  it('cannot close the script element', () => {
    expect(serializeJsonLd({ name: '</script><b>' })).toBe('{"name":"\\u003c/script>\\u003cb>"}');
  });

  it('strips tags, decodes entities and shortens', () => {
    expect(plainText('<p>Soft &amp; light</p>\n<ul><li>Cotton</li></ul>')).toBe('Soft & light Cotton');
    expect(plainText('abcdefghij', 5)).toBe('abcd…');
  });
});
