import { colorAndSizeOptions, configurableChild, outOfStock } from '@/test/support/catalog';
import type { ConfigurableChild } from './catalog-types';
import { configurationKey, valueStates, type Configuration } from './configuration-choices';
import { configurationOf, configurationState, configurationTable, initialConfiguration, optionValueStates } from './product-configuration';

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

describe('configurationState', () => {
  it('moves to the child with the new combination', () => {
    const state = configurationState(product, { color: RED, size: M }, listing);
    expect(state).toMatchObject({ notFound: false, configuration: { color: RED, size: M } });
    expect(state.variant?.sku).toBe('T-M-Red');
  });

  it('reports a combination that no child has', () => {
    const state = configurationState(product, { color: BLUE, size: S }, listing);
    expect(state).toEqual({ configuration: { color: BLUE, size: S }, variant: null, notFound: true });
  });

  it('reports an out-of-stock combination when those are not listed', () => {
    const state = configurationState(product, { color: RED, size: M }, { listOutOfStock: false, priceOf });
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

describe('configurationTable', () => {
  const codes = ['color', 'size'];
  const colors = [RED, BLUE, undefined];
  const sizes = [S, M, undefined];
  /** Every combination of the two options, each value or none. */
  const combinations: Configuration[] = colors.flatMap((color) =>
    sizes.map((size) => ({ ...(color === undefined ? {} : { color }), ...(size === undefined ? {} : { size }) })),
  );

  /** The table answers what the rules answer, for every combination the shopper can reach from the initial one. */
  function expectSameAsRules(subject: typeof product, choice: typeof listing, reachable: (configuration: Configuration) => boolean) {
    const initial = initialConfiguration(subject, null, choice).configuration;
    const table = configurationTable(subject, initial, choice);
    const children = subject.configurable_children;
    for (const configuration of combinations.filter(reachable)) {
      const { variant } = configurationState(subject, configuration, choice);
      const index = table.variants[configurationKey(codes, configuration)];
      expect([configurationKey(codes, configuration), index === undefined ? null : children[index]?.sku]).toEqual([
        configurationKey(codes, configuration),
        Object.keys(configuration).length > 0 ? (variant?.sku ?? null) : null,
      ]);
      const states = optionValueStates(subject, configuration, choice);
      for (const code of codes) {
        expect(valueStates(table, codes, configuration, code)).toEqual(
          (states[code] ?? []).map(({ exists, combinable, outOfStock }) => ({ exists, combinable, outOfStock })),
        );
      }
    }
  }

  it('answers as the rules do for every full combination', () => {
    const full = (configuration: Configuration) => Object.keys(configuration).length === 2;
    expectSameAsRules(product, listing, full);
    expectSameAsRules(product, { listOutOfStock: false, priceOf }, full);
  });

  it('takes the cheaper of two children with the same values', () => {
    const twins = { ...product, configurable_children: [...product.configurable_children, child('T-M-Blue-cheap', BLUE, M, { price: 9 })] };
    const table = configurationTable(twins, { color: RED, size: S }, listing);
    expect(twins.configurable_children[table.variants[configurationKey(codes, { color: BLUE, size: M })] ?? -1]?.sku).toBe('T-M-Blue-cheap');
  });

  it('answers for combinations without an option the first child lacks', () => {
    const noSize = { ...product, configurable_children: [child('T-Red', RED, S, { size: undefined }), ...product.configurable_children] };
    expect(initialConfiguration(noSize, null, listing).configuration).toEqual({ color: RED });
    expectSameAsRules(noSize, listing, (configuration) => 'color' in configuration);
  });

  it('leaves every value disabled when no child is available', () => {
    const none = { ...product, configurable_children: product.configurable_children.map((c) => ({ ...c, status: 2 })) };
    const table = configurationTable(none, {}, listing);
    expect(table.variants).toEqual({});
    expect(valueStates(table, codes, {}, 'size')).toEqual([
      { exists: false, combinable: false, outOfStock: false },
      { exists: false, combinable: false, outOfStock: false },
    ]);
  });
});
