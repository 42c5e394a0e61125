import { colorAndSizeOptions, configurableChild as child, outOfStock } from '@/test/support/catalog';
import type { ConfigurableChild } from './catalog-types';
import {
  NO_VARIANTS_ERROR,
  VARIANT_NOT_FOUND,
  availableOptionValues,
  childOfItemOptions,
  chooseVariant,
  filterAvailableChildren,
  matchesSelection,
} from './variant-choice';

const RED = 49;
const BLUE = 50;
const S = 167;
const M = 168;
const L = 169;


const options = colorAndSizeOptions(
  [
    { value_index: RED, label: 'Red' },
    { value_index: BLUE, label: 'Blue' },
  ],
  [
    { value_index: S, label: 'S' },
    { value_index: M, label: 'M' },
    { value_index: L, label: 'L' },
  ],
  '144',
);

const priceOf = (c: ConfigurableChild) => c.price;

describe('messages', () => {
  it('uses the spec wording', () => {
    expect(NO_VARIANTS_ERROR).toBe('No available product variants');
    expect(VARIANT_NOT_FOUND).toBe(
      'No such configuration for the product. Please do choose another combination of attributes.',
    );
  });
});

describe('filterAvailableChildren', () => {
  const inStock = child('in', RED, S);
  const soldOut = child('out', RED, M, outOfStock);
  const disabled = child('disabled', RED, L, { status: 2 });
  const noStockInfo = child('unknown', BLUE, S, { stock: undefined });

  it('drops out-of-stock and disabled children', () => {
    expect(
      filterAvailableChildren([inStock, soldOut, disabled, noStockInfo], { listOutOfStock: false }),
    ).toEqual([inStock, noStockInfo]);
  });
  it('keeps out-of-stock children when out-of-stock listing is on, but never disabled ones', () => {
    expect(filterAvailableChildren([inStock, soldOut, disabled], { listOutOfStock: true })).toEqual([
      inStock,
      soldOut,
    ]);
  });
  it('drops any status of 2 or above', () => {
    expect(filterAvailableChildren([child('s3', RED, S, { status: 3 })], { listOutOfStock: true })).toEqual(
      [],
    );
  });
  it('handles missing children', () => {
    expect(filterAvailableChildren(undefined)).toEqual([]);
    expect(filterAvailableChildren([])).toEqual([]);
  });
});

describe('chooseVariant', () => {
  const redS = child('red-s', RED, S, { price: 30 });
  const redM = child('red-m', RED, M, { price: 20 });
  const blueS = child('blue-s', BLUE, S, { price: 25 });
  const blueM = child('blue-m', BLUE, M, { price: 40 });
  const product = { configurable_children: [redS, redM, blueS, blueM], configurable_options: options };

  it('prefers the exact sku over the selected attributes', () => {
    expect(chooseVariant(product, { sku: 'blue-m', selectedOptions: { color: RED, size: S } }, priceOf)).toBe(
      blueM,
    );
  });
  it('ignores a sku that is not available and falls back to the attributes', () => {
    const soldOut = { configurable_children: [child('gone', RED, S, outOfStock), redM] };
    expect(chooseVariant(soldOut, { sku: 'gone', selectedOptions: { color: RED, size: M } }, priceOf)).toBe(
      redM,
    );
  });
  it('picks the child matching every selected attribute', () => {
    expect(chooseVariant(product, { selectedOptions: { color: BLUE, size: S } }, priceOf)).toBe(blueS);
  });
  it('accepts value indexes given as strings', () => {
    expect(
      chooseVariant(product, { selectedOptions: { color: String(RED), size: String(M) } }, priceOf),
    ).toBe(redM);
  });
  it('prefers more matched attributes over a cheaper price', () => {
    const cheapWrongSize = child('cheap', RED, L, { price: 1 });
    const p = { configurable_children: [cheapWrongSize, blueM] };
    expect(chooseVariant(p, { selectedOptions: { color: BLUE, size: M } }, priceOf)).toBe(blueM);
  });
  it('breaks a tie by the cheaper incl-tax price', () => {
    expect(chooseVariant(product, { selectedOptions: { color: RED } }, priceOf)).toBe(redM);
    expect(chooseVariant(product, { selectedOptions: { size: S } }, priceOf)).toBe(blueS);
  });
  it('uses the given price function, not the raw price', () => {
    const inverted = (c: ConfigurableChild) => -c.price;
    expect(chooseVariant(product, { selectedOptions: { color: RED } }, inverted)).toBe(redS);
  });
  it('keeps the first child on an exact price tie', () => {
    const a = child('a', RED, S, { price: 10 });
    const b = child('b', RED, M, { price: 10 });
    expect(
      chooseVariant({ configurable_children: [a, b] }, { selectedOptions: { color: RED } }, priceOf),
    ).toBe(a);
  });
  it('returns a partial match when no child matches every attribute', () => {
    const p = { configurable_children: [redS, blueM] };
    expect(chooseVariant(p, { selectedOptions: { color: RED, size: M } }, priceOf)).toBe(redS);
  });
  it('returns null when nothing matches and no default is requested', () => {
    expect(chooseVariant(product, { selectedOptions: { color: 999 } }, priceOf)).toBeNull();
    expect(chooseVariant(product, { selectedOptions: {} }, priceOf)).toBeNull();
  });
  it('ignores empty selections', () => {
    expect(
      chooseVariant(product, { selectedOptions: { color: BLUE, size: null, material: '' } }, priceOf),
    ).toBe(blueS);
  });
  it('returns the first available child when a default is requested', () => {
    const p = { configurable_children: [child('sold', RED, S, outOfStock), redM, blueS] };
    expect(chooseVariant(p, { selectDefault: true }, priceOf)).toBe(redM);
  });
  it('skips out-of-stock children unless out-of-stock listing is on', () => {
    const soldCheap = child('sold-cheap', RED, S, { ...outOfStock, price: 1 });
    const p = { configurable_children: [soldCheap, redM] };
    expect(chooseVariant(p, { selectedOptions: { color: RED } }, priceOf)).toBe(redM);
    expect(chooseVariant(p, { selectedOptions: { color: RED }, listOutOfStock: true }, priceOf)).toBe(
      soldCheap,
    );
  });
  it('falls back to the default child only when nothing is available and the fallback is allowed', () => {
    const first = child('first', RED, S, outOfStock);
    const p = { configurable_children: [first, child('second', BLUE, M, { status: 2 })] };
    expect(chooseVariant(p, { selectDefault: true }, priceOf)).toBeNull();
    expect(chooseVariant(p, { selectDefault: true, fallbackToDefault: true }, priceOf)).toBe(first);
  });
  it('does not use the fallback while some child is available', () => {
    expect(
      chooseVariant(product, { selectedOptions: { color: 999 }, fallbackToDefault: true }, priceOf),
    ).toBeNull();
  });
  it('returns null for a product without children', () => {
    expect(chooseVariant({}, { selectDefault: true, fallbackToDefault: true }, priceOf)).toBeNull();
    expect(chooseVariant({ configurable_children: [] }, { selectDefault: true }, priceOf)).toBeNull();
  });
});

describe('matchesSelection', () => {
  it('is true only when every selected value matches', () => {
    const c = child('red-s', RED, S);
    expect(matchesSelection(c, { color: RED, size: S })).toBe(true);
    expect(matchesSelection(c, { color: String(RED) })).toBe(true);
    expect(matchesSelection(c, { color: RED, size: M })).toBe(false);
    expect(matchesSelection(c, {})).toBe(true);
  });
});

describe('availableOptionValues', () => {
  const product = {
    configurable_options: options,
    configurable_children: [
      child('red-s', RED, S),
      child('red-m', RED, M, outOfStock),
      child('blue-m', BLUE, M),
      child('blue-l', BLUE, L, { status: 2 }),
    ],
  };

  it('lists every value with an available child when nothing is selected', () => {
    expect(availableOptionValues(product, {})).toEqual({ color: [RED, BLUE], size: [S, M] });
  });
  it('narrows the other options by the selection but not the selected option itself', () => {
    expect(availableOptionValues(product, { color: RED })).toEqual({ color: [RED, BLUE], size: [S] });
    expect(availableOptionValues(product, { size: M })).toEqual({ color: [BLUE], size: [S, M] });
  });
  it('counts out-of-stock children when out-of-stock listing is on', () => {
    expect(availableOptionValues(product, { color: RED }, { listOutOfStock: true })).toEqual({
      color: [RED, BLUE],
      size: [S, M],
    });
  });
  it('returns empty lists when no child is available', () => {
    expect(availableOptionValues({ configurable_options: options, configurable_children: [] }, {})).toEqual({
      color: [],
      size: [],
    });
  });
});

describe('childOfItemOptions (a cart request configuring a product by attribute ids)', () => {
  const product = { configurable_options: options, configurable_children: [child('T-RED-S', RED, S), child('T-BLUE-M', BLUE, M, outOfStock)] };

  it('finds the child carrying every chosen value, whatever its stock', () => {
    expect(childOfItemOptions(product, [{ option_id: 93, option_value: BLUE }, { option_id: '144', option_value: String(M) }])?.sku).toBe('T-BLUE-M');
    expect(childOfItemOptions(product, [{ option_id: 93, option_value: RED }])?.sku).toBe('T-RED-S');
  });

  it('finds none for no options, an attribute the product lacks, a value no child has or one attribute given twice', () => {
    expect(childOfItemOptions(product, [])).toBeUndefined();
    expect(childOfItemOptions(product, [{ option_id: 999, option_value: RED }])).toBeUndefined();
    expect(childOfItemOptions(product, [{ option_id: 93, option_value: RED }, { option_id: 144, option_value: L }])).toBeUndefined();
    expect(childOfItemOptions(product, [{ option_id: 93, option_value: RED }, { option_id: 93, option_value: BLUE }])).toBeUndefined();
  });
});
