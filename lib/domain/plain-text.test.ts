import { decodeEntities } from './plain-text';

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
