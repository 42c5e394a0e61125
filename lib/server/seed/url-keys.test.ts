import type { Translations } from '@/lib/domain/catalog-types';
import { generateCatalog } from './products';
import { ProductUrlKeys, translatedProductKey, translatedSegment } from './url-keys';

describe('translated url keys of the demo catalogue', () => {
  it('spells translated names as url key segments in the store language', () => {
    expect(translatedSegment('BHs & Tanktops', 'de')).toBe('bhs-und-tanktops');
    expect(translatedSegment('Reggiseni & canotte', 'it')).toBe('reggiseni-e-canotte');
    expect(translatedSegment('Ausrüstung', 'de')).toBe('ausruestung');
    expect(translatedSegment('Novità', 'it')).toBe('novita');
  });

  it("translates the words of a product's key it knows, and only those", () => {
    expect(translatedProductKey('chaz-kangeroo-hoodie', 'de')).toBe('chaz-kangeroo-kapuzenpullover');
    expect(translatedProductKey('chaz-kangeroo-hoodie', 'it')).toBe('chaz-kangeroo-felpa-con-cappuccio');
    expect(translatedProductKey('sprite-yoga-strap', 'de')).toBeNull();
  });

  it('keeps a repeated translated key unique with the sku', () => {
    const keys = new ProductUrlKeys();
    const doc = (sku: string, key: string): { sku: string; url_key: string; url_path: string; slug: string; translations?: Translations } => ({
      sku,
      url_key: key,
      url_path: key,
      slug: key,
    });
    expect(keys.translate(doc('A1', 'a-pant')).translations?.de?.slug).toBe('a-hose');
    expect(keys.translate(doc('A2', 'a-pants')).translations?.de).toEqual({ url_key: 'a-hose-a2', url_path: 'a-hose-a2', slug: 'a-hose-a2' });
    expect(keys.translate(doc('B1', 'b-strap')).translations).toBeUndefined();
  });

  it('gives a share of the seeded products German and Italian keys, unique in each store and unlike any English key', () => {
    const catalog = generateCatalog({ products: 320 });
    const parents = catalog.filter((product) => !product.parentSku);
    const translated = parents.filter((product) => product.doc.translations?.de?.url_key);
    expect(translated.length).toBeGreaterThan(parents.length / 4);
    expect(translated.length).toBeLessThan(parents.length);
    const english = new Set(catalog.map((product) => product.doc.url_path));
    for (const store of ['de', 'it']) {
      const keys = translated.map((product) => product.doc.translations?.[store]?.url_path ?? '');
      expect(new Set(keys).size).toBe(keys.length);
      expect(keys.filter((key) => english.has(key))).toEqual([]);
    }
    // Children are addressed through their parent only.
    expect(catalog.filter((product) => product.parentSku && product.doc.translations)).toEqual([]);
  });
});
