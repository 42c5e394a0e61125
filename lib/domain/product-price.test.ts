import { computePriceFields, splitTax } from './product-price';
import { isSpecialPriceActive } from './special-price';

const now = new Date('2026-06-15T12:00:00Z');
const day = 86_400_000;
const iso = (offsetDays: number) => new Date(now.getTime() + offsetDays * day).toISOString();

describe('isSpecialPriceActive', () => {
  it('needs a special price below the price', () => {
    expect(isSpecialPriceActive({ price: 50, special_price: 40 }, now)).toBe(true);
    expect(isSpecialPriceActive({ price: 50, special_price: 50 }, now)).toBe(false);
    expect(isSpecialPriceActive({ price: 50, special_price: 60 }, now)).toBe(false);
    expect(isSpecialPriceActive({ price: 50, special_price: null }, now)).toBe(false);
    expect(isSpecialPriceActive({ price: 50, special_price: 0 }, now)).toBe(false);
  });
  it('respects the date window, open at either end', () => {
    expect(isSpecialPriceActive({ price: 50, special_price: 40, special_from_date: iso(-1), special_to_date: iso(1) }, now)).toBe(true);
    expect(isSpecialPriceActive({ price: 50, special_price: 40, special_from_date: iso(-10), special_to_date: iso(-1) }, now)).toBe(false);
    expect(isSpecialPriceActive({ price: 50, special_price: 40, special_from_date: iso(1) }, now)).toBe(false);
    expect(isSpecialPriceActive({ price: 50, special_price: 40, special_to_date: iso(1) }, now)).toBe(true);
    expect(isSpecialPriceActive({ price: 50, special_price: 40, special_from_date: iso(-1) }, now)).toBe(true);
  });
});

describe('splitTax', () => {
  it('takes the tax out of a gross price when the source includes tax', () => {
    expect(splitTax(119, 0.19, true)).toEqual({ excl: 100, incl: 119, tax: 19 });
  });
  it('adds the tax to a net price otherwise', () => {
    expect(splitTax(100, 0.0825, false)).toEqual({ excl: 100, incl: 108.25, tax: 8.25 });
  });
  it('keeps net + tax equal to gross to the cent', () => {
    for (const gross of [0.99, 29, 45.5, 77.77, 1234.56]) {
      const { excl, tax } = splitTax(gross, 0.22, true);
      expect(Math.round((excl + tax) * 100)).toBe(Math.round(gross * 100));
    }
  });
});

describe('computePriceFields', () => {
  it("sets price, price_incl_tax and price_tax to the active special price, as Vue Storefront's taxCalc does", () => {
    const fields = computePriceFields(
      { price: 59.5, special_price: 47.6, special_from_date: iso(-1), special_to_date: iso(1) },
      0.19,
      true,
      now,
    );
    expect(fields).toMatchObject({
      price_incl_tax: 47.6,
      price: 40,
      price_tax: 7.6,
      original_price_incl_tax: 59.5,
      original_price: 50,
      original_price_tax: 9.5,
      final_price_incl_tax: 47.6,
      final_price: 40,
      special_price: 40,
      special_price_incl_tax: 47.6,
      special_price_tax: 7.6,
    });
  });
  it('answers the regular price and special_price 0 when the window is over', () => {
    const fields = computePriceFields({ price: 20, special_price: 10, special_to_date: iso(-1) }, 0, true, now);
    expect(fields).toMatchObject({ price_incl_tax: 20, original_price_incl_tax: 20, final_price_incl_tax: 20 });
    expect(fields).toMatchObject({ special_price: 0, special_price_incl_tax: 0, special_price_tax: 0 });
    expect(fields.special_to_date).toBe(iso(-1));
  });
  it('answers special_price 0 without a special price', () => {
    const fields = computePriceFields({ price: 59, special_price: null }, 0.0825, false, now);
    expect(fields).toMatchObject({ price: 59, price_incl_tax: 63.87, original_price_incl_tax: 63.87, special_price: 0 });
  });
});
