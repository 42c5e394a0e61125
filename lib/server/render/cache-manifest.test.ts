import { catalogueLifetimeShowing } from './cache-manifest';

const now = new Date('2026-06-15T12:00:00Z');
const inSeconds = (seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();

describe('catalogueLifetimeShowing', () => {
  it('keeps the 5-minute lifetime when no price of the page changes sooner', () => {
    const products = [{ sku: 'A', price: 10, special_price: 8, special_from_date: inSeconds(3600) }];
    expect(catalogueLifetimeShowing(products, now)).toEqual({ stale: 300, revalidate: 300, expire: 86_400 });
  });

  it('ends when a variant’s special price starts counting, so the page shows it within seconds', () => {
    const products = [{ sku: 'A', price: 10, configurable_children: [{ price: 12, special_price: 9, special_from_date: inSeconds(42) }] }];
    expect(catalogueLifetimeShowing(products, now)).toMatchObject({ revalidate: 42, stale: 42 });
  });

  it('ends just after a special price window closes', () => {
    const products = [{ sku: 'A', price: 10, special_price: 8, special_to_date: inSeconds(90) }];
    expect(catalogueLifetimeShowing(products, now).revalidate).toBe(91);
  });
});
