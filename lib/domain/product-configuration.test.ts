import { colorAndSizeOptions, configurableChild, outOfStock } from '@/test/support/catalog';
import type { ConfigurableChild } from './catalog-types';
import { configurationOf, initialConfiguration, optionValueStates, pickOptionValue } from './product-configuration';

const RED = 58;
const BLUE = 50;
const S = 167;
const M = 168;

const child = (sku: string, color: number, size: number, extra: Partial<ConfigurableChild> = {}) => configurableChild(sku, color, size, { image: `/${sku}.jpg`, ...extra });

const options = colorAndSizeOptions(
  [
    { value_index: RED, label: 'Red' },
    { value_index: BLUE, label: 'Blue' },
  ],
  [
    { value_index: S, label: 'S' },
    { value_index: M, label: 'M' },
  ],
);


// Red comes in S and M (M out of stock), Blue only in M: Blue/S does not exist.
const product = {
  configurable_options: options,
  configurable_children: [child('T-S-Red', RED, S), child('T-M-Red', RED, M, outOfStock), child('T-M-Blue', BLUE, M, { price: 12 })],
};
const priceOf = (c: ConfigurableChild) => c.price;
const listing = { listOutOfStock: true, priceOf };

describe('configurationOf', () => {
  it('reads the option values of a child', () => {
    expect(configurationOf(product.configurable_children[2] as ConfigurableChild, options)).toEqual({ color: BLUE, size: M });
  });
});

describe('initialConfiguration', () => {
  it('takes the child sku of the URL', () => {
    const state = initialConfiguration(product, 'T-M-Blue', listing);
    expect(state.variant?.sku).toBe('T-M-Blue');
    expect(state.configuration).toEqual({ color: BLUE, size: M });
  });

  it('falls back to the first available child for an unknown sku', () => {
    expect(initialConfiguration(product, 'nope', listing).variant?.sku).toBe('T-S-Red');
  });

  it('opens on a child in stock rather than an out-of-stock first child', () => {
    const firstOut = { ...product, configurable_children: [child('T-M-Red', RED, M, outOfStock), child('T-S-Red', RED, S)] };
    expect(initialConfiguration(firstOut, null, listing).variant?.sku).toBe('T-S-Red');
    const allOut = { ...product, configurable_children: [child('T-M-Red', RED, M, outOfStock)] };
    expect(initialConfiguration(allOut, null, listing).variant?.sku).toBe('T-M-Red');
  });

  it('skips an out-of-stock child when out-of-stock products are not listed', () => {
    expect(initialConfiguration(product, 'T-M-Red', { listOutOfStock: false, priceOf }).variant?.sku).toBe('T-S-Red');
    expect(initialConfiguration(product, 'T-M-Red', listing).variant?.sku).toBe('T-M-Red');
  });
});

describe('pickOptionValue', () => {
  it('moves to the child with the new combination', () => {
    const state = pickOptionValue(product, { color: RED, size: S }, 'size', M, listing);
    expect(state).toMatchObject({ notFound: false, configuration: { color: RED, size: M } });
    expect(state.variant?.sku).toBe('T-M-Red');
  });

  it('reports a combination that no child has', () => {
    const state = pickOptionValue(product, { color: RED, size: S }, 'color', BLUE, listing);
    expect(state).toEqual({ configuration: { color: BLUE, size: S }, variant: null, notFound: true });
  });

  it('reports an out-of-stock combination when those are not listed', () => {
    const state = pickOptionValue(product, { color: RED, size: S }, 'size', M, { listOutOfStock: false, priceOf });
    expect(state.notFound).toBe(true);
  });
});

describe('optionValueStates', () => {
  it('marks values that cannot combine with the other choice and out-of-stock ones', () => {
    const states = optionValueStates(product, { color: RED, size: S }, { listOutOfStock: true });
    expect(states.color).toEqual([
      { value_index: RED, label: 'Red', exists: true, combinable: true, outOfStock: false },
      { value_index: BLUE, label: 'Blue', exists: true, combinable: false, outOfStock: false },
    ]);
    expect(states.size?.find((value) => value.value_index === M)).toMatchObject({ combinable: true, outOfStock: true });
  });

  it('marks values that no available child has when out-of-stock products are hidden', () => {
    const onlyOut = { ...product, configurable_children: [child('T-S-Red', RED, S), child('T-M-Blue', BLUE, M, outOfStock)] };
    const states = optionValueStates(onlyOut, { color: RED, size: S }, { listOutOfStock: false });
    expect(states.color?.find((value) => value.value_index === BLUE)?.exists).toBe(false);
  });
});
