import { findTaxRate, type TaxRule } from './tax';

const rules: TaxRule[] = [
  {
    id: 1,
    code: 'Retail',
    product_tax_class_ids: [2],
    customer_tax_class_ids: [3],
    rates: [
      { tax_country_id: 'US', tax_region_id: 12, region_name: 'California', region_code: 'CA', rate: 8.25 },
      { tax_country_id: 'US', tax_region_id: 0, region_name: '', rate: 0 },
      { tax_country_id: 'DE', tax_region_id: 0, region_name: '', rate: 19 },
      { tax_country_id: 'PL', tax_region_id: 0, region_name: '', rate: 23 },
    ],
  },
];

describe('findTaxRate', () => {
  it('divides the percent by 100', () => {
    expect(findTaxRate(rules, 2, { countryId: 'DE' })).toBe(0.19);
  });
  it('prefers the matching region over the country-wide rate', () => {
    expect(findTaxRate(rules, 2, { countryId: 'US', regionCode: 'CA' })).toBe(0.0825);
    expect(findTaxRate(rules, 2, { countryId: 'US', regionId: 12 })).toBe(0.0825);
  });
  it('uses the country-wide rate for another region', () => {
    expect(findTaxRate(rules, 2, { countryId: 'US', regionCode: 'NY' })).toBe(0);
  });
  it('falls back to PL when no country is given (spec §5)', () => {
    expect(findTaxRate(rules, 2, {})).toBe(0.23);
  });
  it('is zero for an unknown product tax class or customer class', () => {
    expect(findTaxRate(rules, 9, { countryId: 'DE' })).toBe(0);
    expect(findTaxRate(rules, 2, { countryId: 'DE' }, 7)).toBe(0);
  });
});
