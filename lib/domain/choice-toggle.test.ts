import { toggleChoice } from './choice-toggle';

describe('toggleChoice', () => {
  it('adds an entry to a multiple choice and takes a chosen one off', () => {
    expect(toggleChoice(['a'], 'b', { multiple: true })).toEqual(['a', 'b']);
    expect(toggleChoice(['a', 'b'], 'a', { multiple: true })).toEqual(['b']);
  });
  it('replaces the choice in a single choice, and a second click on the chosen entry clears it', () => {
    expect(toggleChoice(['a'], 'b', { multiple: false })).toEqual(['b']);
    expect(toggleChoice(['a'], 'a', { multiple: false })).toEqual([]);
  });
  it('compares entries with the given equality', () => {
    const bySku = (a: { sku: string }, b: { sku: string }) => a.sku === b.sku;
    expect(toggleChoice([{ sku: 'x', qty: 2 }], { sku: 'x', qty: 1 }, { multiple: true, same: bySku })).toEqual([]);
    expect(toggleChoice([{ sku: 'x', qty: 2 }], { sku: 'y', qty: 1 }, { multiple: true, same: bySku })).toEqual([{ sku: 'x', qty: 2 }, { sku: 'y', qty: 1 }]);
  });
  it('leaves the given list as it was', () => {
    const chosen = ['a'];
    toggleChoice(chosen, 'b', { multiple: true });
    expect(chosen).toEqual(['a']);
  });
});
