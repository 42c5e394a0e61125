import { naturalOrder } from './natural-order';

describe('naturalOrder', () => {
  it('puts numbers in numeric order, as a shopper reads sizes and ids', () => {
    expect(['10', '9', '2', '100'].sort(naturalOrder)).toEqual(['2', '9', '10', '100']);
    expect(['size-10', 'size-9'].sort(naturalOrder)).toEqual(['size-9', 'size-10']);
  });

  it('orders as English collation with numeric parts did before it (option checksums stay the same)', () => {
    const words = ['b', 'A', 'a', 'é', 'e', 'z10', 'z9', '', 'Z', '10', '1e3', 'option_id', 'größe', 'grosse', '{"a":1}', '0', '00', '007', '7', '12', '123456789012345', '1234567890123456', '99'];
    for (const a of words) {
      for (const b of words) expect(Math.sign(naturalOrder(a, b))).toBe(Math.sign(a.localeCompare(b, 'en', { numeric: true })));
    }
  });
});
