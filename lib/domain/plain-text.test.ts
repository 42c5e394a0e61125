import { decodeEntities, decodePlainTexts } from './plain-text';

describe('decodeEntities', () => {
  it('decodes named and numeric entities', () => {
    expect(decodeEntities('Cobalt CoolTech&trade; Fitness Short')).toBe('Cobalt CoolTech™ Fitness Short');
    expect(decodeEntities('Lycra&reg; &amp; Cocona&#174; &#x2122;')).toBe('Lycra® & Cocona® ™');
    expect(decodeEntities('Hoodies &amp;amp; Sweatshirts')).toBe('Hoodies &amp; Sweatshirts');
  });

  it('leaves a text without complete entities unchanged', () => {
    for (const text of ['AT&T', 'Salt &pepper', 'Hoodies & Sweatshirts', '&notit', 'Plain']) expect(decodeEntities(text)).toBe(text);
  });
});

describe('decodePlainTexts', () => {
  it('decodes names, labels and meta fields at every depth and leaves HTML fields alone', () => {
    const doc = {
      name: 'Mars HeatTech&trade; Pullover',
      description: '<p>HeatTech&trade;</p>',
      meta_description: 'Warm &amp; dry',
      price: 10,
      category: [{ category_id: 24, name: 'Hoodies &amp; Sweatshirts' }],
      configurable_options: [{ label: 'Color', values: [{ value_index: 1, label: 'Black &amp; White' }] }],
      configurable_children: [{ sku: 'MH-XS', name: 'Mars HeatTech&trade; Pullover-XS' }],
    };
    expect(decodePlainTexts(doc)).toEqual({
      name: 'Mars HeatTech™ Pullover',
      description: '<p>HeatTech&trade;</p>',
      meta_description: 'Warm & dry',
      price: 10,
      category: [{ category_id: 24, name: 'Hoodies & Sweatshirts' }],
      configurable_options: [{ label: 'Color', values: [{ value_index: 1, label: 'Black & White' }] }],
      configurable_children: [{ sku: 'MH-XS', name: 'Mars HeatTech™ Pullover-XS' }],
    });
  });
});
