/**
 * German and Italian addresses of the demo catalogue (issue 44, ADR 0048): every category gets a translated url key,
 * slug (`damen-20`) and url path (`damen/oberteile/jacken`) from its translated name, and a share of the products a
 * translated url key (= url path = slug) where their English key names a garment or item this table knows
 * (`chaz-kangeroo-hoodie` → `chaz-kangeroo-kapuzenpullover`, `chaz-kangeroo-felpa-con-cappuccio`). They go into the
 * documents' `translations` maps next to the translated texts (ADR 0016).
 */
import type { Translations } from '@/lib/domain/catalog-types';
import { slugify } from './slug';

type StoreCode = 'de' | 'it';
const STORES: readonly StoreCode[] = ['de', 'it'];

/** `&` in a translated name reads as the store's word for "and" in its slug. */
const AND: Record<StoreCode, string> = { de: 'und', it: 'e' };

/** English words of product url keys and their German and Italian words (url-key form). */
const PRODUCT_WORDS: Readonly<Record<string, Readonly<Record<StoreCode, string>>>> = {
  jacket: { de: 'jacke', it: 'giacca' },
  windbreaker: { de: 'windjacke', it: 'giacca-a-vento' },
  hoodie: { de: 'kapuzenpullover', it: 'felpa-con-cappuccio' },
  sweatshirt: { de: 'sweatshirt', it: 'felpa' },
  tee: { de: 't-shirt', it: 'maglietta' },
  tank: { de: 'tanktop', it: 'canotta' },
  bra: { de: 'bh', it: 'reggiseno' },
  pant: { de: 'hose', it: 'pantalone' },
  pants: { de: 'hose', it: 'pantaloni' },
  short: { de: 'kurze-hose', it: 'pantaloncino' },
  shorts: { de: 'kurze-hose', it: 'pantaloncini' },
  bag: { de: 'tasche', it: 'borsa' },
  backpack: { de: 'rucksack', it: 'zaino' },
  watch: { de: 'uhr', it: 'orologio' },
  bottle: { de: 'flasche', it: 'borraccia' },
  mat: { de: 'matte', it: 'tappetino' },
};

/** German umlauts as German addresses spell them without (`Ausrüstung` → `ausruestung`). */
const UMLAUTS: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss' };

/** A translated name as a url key segment (`BHs & Tanktops` → `bhs-und-tanktops`, `Ausrüstung` → `ausruestung`). */
export function translatedSegment(name: string, store: StoreCode): string {
  const spelled = store === 'de' ? name.replace(/[äöüÄÖÜß]/g, (letter) => UMLAUTS[letter] ?? letter) : name;
  return slugify(spelled.replace(/&/g, ` ${AND[store]} `));
}

interface CategoryUrlInput {
  id: number;
  /** The parent's translated url path in each store; null for the root's direct children and the root. */
  parentPaths: Readonly<Record<StoreCode, string>> | null;
  translations: Translations | undefined;
}

/**
 * A category's translated url key, slug and url path per store (one value for url key and slug, `<name>-<id>`, as the
 * English ones), merged into its translations; stores without a translated name keep the English address.
 */
export function categoryUrlTranslations({ id, parentPaths, translations }: CategoryUrlInput): Translations | undefined {
  if (!translations) return translations;
  const result: Translations = { ...translations };
  for (const store of STORES) {
    const name = translations[store]?.name;
    if (!name) continue;
    const segment = translatedSegment(name, store);
    const slug = `${segment}-${id}`;
    const urlPath = parentPaths ? `${parentPaths[store]}/${segment}` : segment;
    result[store] = { ...translations[store], url_key: slug, slug, url_path: urlPath };
  }
  return result;
}

/** The translated url key of a product's English one in a store, or null when none of its words is in the table. */
export function translatedProductKey(urlKey: string, store: StoreCode): string | null {
  let changed = false;
  const words = urlKey.split('-').map((word) => {
    const translated = PRODUCT_WORDS[word]?.[store];
    if (!translated || translated === word) return word;
    changed = true;
    return translated;
  });
  return changed ? words.join('-') : null;
}

type Addressed = { sku: string; url_key: string; url_path: string; slug: string; translations?: Translations };

/**
 * Gives the products of one catalogue their translated url keys, each unique in its store (a repeated key gets the
 * sku, as the English keys do).
 */
export class ProductUrlKeys {
  private readonly used: Record<StoreCode, Set<string>> = { de: new Set(), it: new Set() };

  /** The document with its translated addresses merged into its translations (itself when it has none). */
  translate<T extends Addressed>(doc: T): T {
    let translations: Translations | undefined;
    for (const store of STORES) {
      let key = translatedProductKey(doc.url_key, store);
      if (!key) continue;
      if (this.used[store].has(key)) key = `${key}-${slugify(doc.sku)}`;
      this.used[store].add(key);
      translations = { ...(translations ?? doc.translations), [store]: { ...doc.translations?.[store], url_key: key, url_path: key, slug: key } };
    }
    return translations ? { ...doc, translations } : doc;
  }
}
