import { findTaxRate } from '@/lib/domain/tax';
import { buildAttributes, COLORS } from './attributes';
import { buildCmsBlocks, buildCmsPages } from './cms';
import { LexiconCounter } from './lexicon';
import { Random } from './random';
import { generateReviews } from './reviews';
import { lexiconWords, slugify } from './slug';
import { buildTaxRules } from './tax';

describe('attributes', () => {
  const attributes = buildAttributes();
  const byCode = new Map(attributes.map((attribute) => [attribute.attribute_code, attribute]));

  it('has the filterable attributes with options', () => {
    for (const code of [
      'color',
      'size',
      'material',
      'gender',
      'activity',
      'erin_recommends',
      'eco_collection',
      'performance_fabric',
      'new',
      'sale',
    ]) {
      const attribute = byCode.get(code);
      expect(attribute?.is_filterable).toBe(true);
      expect(attribute?.options.length).toBeGreaterThan(1);
      expect(attribute?.frontend_label).toBeTruthy();
    }
    expect(byCode.get('color')?.options.length).toBeGreaterThanOrEqual(15);
    expect(byCode.get('color')?.options.find((option) => option.label === 'Black')).toEqual({
      label: 'Black',
      value: '49',
      swatch: '#1f1f1f',
      translations: { de: { label: 'Schwarz' }, it: { label: 'Nero' } },
    });
    expect(byCode.get('size')?.options.map((option) => option.label)).toEqual([
      'XS',
      'S',
      'M',
      'L',
      'XL',
      '28',
      '29',
      '30',
      '31',
      '32',
      '33',
      '34',
      '36',
    ]);
    expect(byCode.get('erin_recommends')?.options).toEqual([
      { label: 'Yes', value: '1', translations: { de: { label: 'Ja' }, it: { label: 'Sì' } } },
      { label: 'No', value: '0', translations: { de: { label: 'Nein' }, it: { label: 'No' } } },
    ]);
    expect(byCode.get('material')?.options.map((option) => option.label)).toEqual(
      expect.arrayContaining(['Cotton', 'Organic Cotton', 'Lycra®', 'Fleece']),
    );
  });

  it('labels every attribute and every colour, material, gender and activity option in German and Italian', () => {
    for (const attribute of buildAttributes()) {
      expect([attribute.attribute_code, attribute.translations?.de?.frontend_label]).toEqual([attribute.attribute_code, expect.any(String)]);
      expect([attribute.attribute_code, attribute.translations?.it?.frontend_label]).toEqual([attribute.attribute_code, expect.any(String)]);
      if (attribute.attribute_code === 'size') continue;
      for (const option of attribute.options) {
        expect([option.label, option.translations?.de?.label, option.translations?.it?.label]).toEqual([option.label, expect.any(String), expect.any(String)]);
      }
    }
  });

  it('uses unique attribute ids, codes and option ids', () => {
    const ids = attributes.map((attribute) => attribute.attribute_id);
    expect(new Set(ids).size).toBe(ids.length);
    const selectOptions = attributes
      .filter((attribute) => attribute.frontend_input !== 'boolean')
      .flatMap((attribute) => attribute.options.map((option) => option.value));
    expect(new Set(selectOptions).size).toBe(selectOptions.length);
    for (const color of COLORS) expect(color.hex).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('tax rules', () => {
  const rules = buildTaxRules();
  it('taxes class 2 goods for class 3 customers at the demo rates', () => {
    expect(findTaxRate(rules, 2, { countryId: 'US', regionCode: 'CA' }, 3)).toBeCloseTo(0.0825);
    expect(findTaxRate(rules, 2, { countryId: 'US', regionId: 43 })).toBeCloseTo(0.08875);
    expect(findTaxRate(rules, 2, { countryId: 'US', regionCode: 'TX' })).toBe(0);
    expect(findTaxRate(rules, 2, { countryId: 'DE' })).toBeCloseTo(0.19);
    expect(findTaxRate(rules, 2, { countryId: 'IT' })).toBeCloseTo(0.22);
    expect(findTaxRate(rules, 2, {})).toBeCloseTo(0.23);
    expect(findTaxRate(rules, 0, { countryId: 'DE' })).toBe(0);
    const ca = rules.flatMap((rule) => rule.rates).find((rate) => rate.region_code === 'CA');
    expect(ca).toMatchObject({ tax_region_id: 12, region_name: 'California', rate: 8.25 });
  });
});

describe('CMS', () => {
  it('has the pages and blocks the storefront links to', () => {
    const pages = buildCmsPages();
    expect(pages.map((page) => page.identifier)).toEqual(
      expect.arrayContaining([
        'home',
        'about-us',
        'customer-service',
        'privacy-policy-cookie-restriction-mode',
        'store-locator',
        'size-guide',
        'delivery',
        'returns',
        'enable-cookies',
        'no-route',
      ]),
    );
    for (const page of pages) {
      expect(page.content).toMatch(/<h1>/);
      expect(page.doc).toMatchObject({
        identifier: page.identifier,
        meta_title: expect.any(String),
        meta_description: expect.any(String),
      });
    }
    const blocks = buildCmsBlocks();
    expect(blocks.length).toBeGreaterThanOrEqual(6);
    expect(blocks.map((block) => block.identifier)).toContain('footer_links_block');
    const ids = [...pages, ...blocks].map((entry) => `${entry.identifier}/${entry.storeId}`);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('reviews', () => {
  it('are deterministic, rated 1–5, approved or pending', () => {
    const now = new Date('2025-01-01T00:00:00Z');
    const make = () =>
      Array.from({ length: 50 }, (_, index) => generateReviews(new Random(index), index + 1, now)).flat();
    const reviews = make();
    expect(make()).toEqual(reviews);
    expect(new Set(reviews.map((review) => review.reviewStatus))).toEqual(new Set([1, 2]));
    for (const review of reviews) {
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(review.createdAt.getTime()).toBeLessThan(now.getTime());
    }
  });
});

describe('text helpers', () => {
  it('slugifies like Magento url keys', () => {
    expect(slugify('Gwyn Endurance Tee')).toBe('gwyn-endurance-tee');
    expect(slugify('Quest Lumaflex™ Band')).toBe('quest-lumaflex-band');
    expect(slugify('Hoodies & Sweatshirts')).toBe('hoodies-and-sweatshirts');
    expect(slugify("Beginner's Yoga")).toBe('beginner-s-yoga');
  });

  it('collects lexicon words with frequencies', () => {
    expect(lexiconWords('Olivia 1/4 Zip Light Jacket')).toEqual(['olivia', 'zip', 'light', 'jacket']);
    const lexicon = new LexiconCounter();
    lexicon.add('Chaz Kangeroo Hoodie');
    lexicon.add('Teton Pullover Hoodie');
    lexicon.add('Hoodies & Sweatshirts');
    expect(lexicon.rows()).toEqual([
      { word: 'chaz', frequency: 1 },
      { word: 'hoodie', frequency: 2 },
      { word: 'hoodies', frequency: 1 },
      { word: 'kangeroo', frequency: 1 },
      { word: 'pullover', frequency: 1 },
      { word: 'sweatshirts', frequency: 1 },
      { word: 'teton', frequency: 1 },
    ]);
  });
});

describe('random', () => {
  it('repeats for a seed and stays in range', () => {
    const a = new Random(42);
    const b = new Random(42);
    const draws = Array.from({ length: 100 }, () => a.int(3, 7));
    expect(Array.from({ length: 100 }, () => b.int(3, 7))).toEqual(draws);
    expect(Math.min(...draws)).toBe(3);
    expect(Math.max(...draws)).toBe(7);
    expect(new Random(42).fork('x').next()).toBe(new Random(42).fork('x').next());
    expect(new Random(42).fork('x').next()).not.toBe(new Random(42).fork('y').next());
    expect(new Random(1).sample([1, 2, 3, 4, 5], 3)).toHaveLength(3);
  });
});
