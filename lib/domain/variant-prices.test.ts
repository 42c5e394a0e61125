import { priceWindowErrors, variantPricesAfter, type PriceWindow } from './variant-prices';

const parent: PriceWindow = { price: 50, specialPrice: null, specialFrom: null, specialTo: null };
const variant: PriceWindow = { price: 55, specialPrice: 45, specialFrom: '2026-12-01', specialTo: '2026-12-24' };

describe("a variant's prices after the product form", () => {
  it('keeps the variant as it is when neither it nor the configurable changed', () => {
    expect(variantPricesAfter(variant, { ...variant }, parent, parent)).toEqual(variant);
    expect(variantPricesAfter(variant, {}, parent, parent)).toEqual(variant);
  });

  it("takes the variant's own changed fields", () => {
    expect(variantPricesAfter(variant, { ...variant, price: 60, specialPrice: null }, parent, parent)).toEqual({ ...variant, price: 60, specialPrice: null });
  });

  it("applies a changed field of the configurable to a variant whose own field the form did not change", () => {
    const raised = { ...parent, price: 70, specialTo: '2027-01-31' };
    expect(variantPricesAfter(variant, { ...variant }, parent, raised)).toEqual({ ...variant, price: 70, specialTo: '2027-01-31' });
    expect(variantPricesAfter(variant, {}, parent, raised)).toEqual({ ...variant, price: 70, specialTo: '2027-01-31' });
  });

  it("lets the variant's own change win over the configurable's change of the same field", () => {
    expect(variantPricesAfter(variant, { ...variant, price: 65 }, parent, { ...parent, price: 70 })).toEqual({ ...variant, price: 65 });
  });
});

describe('prices checked as a whole', () => {
  it('refuses a special price not below the price and a window that ends before it starts', () => {
    expect(priceWindowErrors({ price: 10, specialPrice: 10, specialFrom: '2026-03-02', specialTo: '2026-03-01' })).toEqual({
      specialPrice: 'Special price must be below the price',
      specialTo: 'The window ends before it starts',
    });
  });

  it('accepts no special price, a lower one, an open or one-day window', () => {
    expect(priceWindowErrors({ price: 10, specialPrice: null, specialFrom: null, specialTo: null })).toEqual({});
    expect(priceWindowErrors({ price: 10, specialPrice: 9.99, specialFrom: '2026-03-01', specialTo: '2026-03-01' })).toEqual({});
    expect(priceWindowErrors({ price: 10, specialPrice: 5, specialFrom: null, specialTo: '2026-03-01' })).toEqual({});
  });
});
