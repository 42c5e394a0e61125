import { bundleOptionsAsList } from './product-option';

describe('bundleOptionsAsList', () => {
  it("reads Vue Storefront 1's object keyed by option id as the list of its options", () => {
    const keyed = {
      20451: { option_id: 20451, option_qty: 1, option_selections: [26] },
      20452: { option_id: '20452', option_qty: 1, option_selections: [21] },
    };
    expect(bundleOptionsAsList(keyed)).toEqual({
      ok: true,
      value: [
        { option_id: 20451, option_qty: 1, option_selections: [26] },
        { option_id: '20452', option_qty: 1, option_selections: [21] },
      ],
    });
    expect(bundleOptionsAsList({})).toEqual({ ok: true, value: [] });
  });

  it('answers a list and any other value unchanged', () => {
    const list = [{ option_id: 1, option_qty: 1, option_selections: [2] }];
    expect(bundleOptionsAsList(list)).toEqual({ ok: true, value: list });
    for (const other of [undefined, null, 'x', 3]) expect(bundleOptionsAsList(other)).toEqual({ ok: true, value: other });
  });

  it('refuses a keyed entry that is not an option object, naming its key', () => {
    expect(bundleOptionsAsList({ 20451: 26 })).toEqual({ ok: false, key: '20451', message: 'expected an option object keyed by its option_id, received number' });
    expect(bundleOptionsAsList({ 20451: [26] })).toMatchObject({ ok: false, key: '20451', message: expect.stringContaining('received array') });
    expect(bundleOptionsAsList({ 20451: null })).toMatchObject({ ok: false, key: '20451', message: expect.stringContaining('received null') });
  });

  it('refuses a keyed entry whose option_id is not its key', () => {
    expect(bundleOptionsAsList({ 20451: { option_id: 20452, option_selections: [26] } })).toEqual({
      ok: false,
      key: '20451',
      message: 'option_id 20452 does not match its key "20451"',
    });
    expect(bundleOptionsAsList({ 20451: { option_selections: [26] } })).toMatchObject({ ok: false, message: 'option_id undefined does not match its key "20451"' });
    expect(bundleOptionsAsList({ 20451: { option_id: { id: 20451 } } })).toMatchObject({ ok: false, key: '20451' });
  });
});
