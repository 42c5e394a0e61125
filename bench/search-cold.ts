/**
 * The long tail of a shop's search traffic (issue 45): 200 distinct requests, each asked once, built from the
 * catalogue's own product names and categories: 40 single words, 40 two-word phrases, 40 typos, 40 prefixes and 40
 * category listings with the four default facets under different filters (colour, price range), sorts and pages. A seed picks another
 * sample, so a second run against the same server (whose result cache holds the first run's answers) stays cold.
 */
import { Random } from '@/lib/server/seed/random';

export interface ColdScenario {
  kind: string;
  label: string;
  params: Record<string, string>;
  body: Record<string, unknown>;
}

export interface ColdSource {
  productNames: readonly string[];
  categoryIds: readonly number[];
  colorIds: readonly number[];
}

const PER_KIND = 40;
const FACETS = [{ field: 'color' }, { field: 'size' }, { field: 'price' }, { field: 'erin_recommends' }];
const SORTS = ['', 'final_price:asc', 'final_price:desc', 'name:asc', 'updated_at:desc'];
const PRICES = [
  { gte: 0, lt: 50 },
  { gte: 50, lt: 100 },
  { gte: 100, lt: 150 },
];

const wordsOf = (name: string) => name.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3);

/** A shopper's slip: two neighbouring letters swapped inside the word. */
function typo(word: string, random: Random): string {
  const at = 1 + Math.floor(random.next() * (word.length - 2));
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

export function coldScenarios(source: ColdSource, fields: Record<string, string>, seed = 1): ColdScenario[] {
  const random = new Random(seed);
  const words = [...new Set(source.productNames.flatMap(wordsOf))].sort();
  const phrases = [
    ...new Set(
      source.productNames.flatMap((name) => {
        const list = wordsOf(name);
        return list.slice(1).map((word, index) => `${list[index]} ${word}`);
      }),
    ),
  ].sort();
  const longWords = words.filter((word) => word.length >= 5);
  const text = (kind: string, value: string): ColdScenario => ({ kind, label: value, params: { ...fields, size: '18' }, body: { _searchText: value } });
  const distinct = (values: string[]) => [...new Set(values)];

  const listings: ColdScenario[] = [];
  for (let index = 0; listings.length < PER_KIND && index < PER_KIND * 4; index++) {
    const category = source.categoryIds[Math.floor(random.next() * source.categoryIds.length)];
    if (category === undefined) break;
    const sort = SORTS[index % SORTS.length]!;
    const page = Math.floor(random.next() * 3);
    const color = source.colorIds.length > 0 && random.next() < 0.5 ? source.colorIds[Math.floor(random.next() * source.colorIds.length)] : undefined;
    // A third of the listings also filter by a price range (the price facet's buckets).
    const price = random.next() < 0.33 ? PRICES[Math.floor(random.next() * PRICES.length)] : undefined;
    const label = `category ${category}${color ? `, colour ${color}` : ''}${price ? `, price ${price.gte}-${price.lt}` : ''}${sort ? `, ${sort}` : ''}, page ${page + 1}`;
    if (listings.some((listing) => listing.label === label)) continue;
    listings.push({
      kind: 'category listing + 4 facets',
      label,
      params: { ...fields, size: '18', from: String(page * 18), sort },
      body: {
        _appliedFilters: [
          { attribute: 'category_ids', value: { in: [category] } },
          ...(color ? [{ attribute: 'color', value: { in: [color] } }] : []),
          ...(price ? [{ attribute: 'price', value: price }] : []),
        ],
        _availableFilters: FACETS,
      },
    });
  }

  return [
    ...random.sample(words, PER_KIND).map((word) => text('single word', word)),
    ...random.sample(phrases, PER_KIND).map((phrase) => text('two words', phrase)),
    ...distinct(random.sample(longWords, PER_KIND * 2).map((word) => typo(word, random)))
      .filter((word) => !words.includes(word))
      .slice(0, PER_KIND)
      .map((word) => text('typo', word)),
    ...distinct(random.sample(longWords, PER_KIND * 2).map((word) => word.slice(0, 3 + Math.floor(random.next() * 2))))
      .slice(0, PER_KIND)
      .map((prefix) => text('prefix', prefix)),
    ...listings,
  ];
}
