/** Tax rules and rates (spec §3 Tax rule, §5): pure selection of the rate that applies to a product. */
export interface TaxRate {
  id?: number;
  code?: string;
  tax_country_id: string;
  tax_region_id: number;
  region_name?: string;
  region_code?: string;
  tax_postcode?: string;
  /** Percent, e.g. 19 for 19 %. */
  rate: number;
}

export interface TaxRule {
  id: number;
  code: string;
  priority?: number;
  product_tax_class_ids: number[];
  customer_tax_class_ids: number[];
  rates: TaxRate[];
}

export interface TaxDestination {
  countryId?: string | null;
  regionId?: number | null;
  regionCode?: string | null;
}

/** Spec §5: the fallback tax country when none is given. */
const FALLBACK_TAX_COUNTRY = 'PL';

function regionMatches(rate: TaxRate, destination: TaxDestination): boolean {
  if (!rate.tax_region_id || !rate.region_name) return true;
  if (destination.regionId != null && destination.regionId === rate.tax_region_id) return true;
  if (destination.regionCode && rate.region_code) {
    return destination.regionCode.toUpperCase() === rate.region_code.toUpperCase();
  }
  return false;
}

/**
 * The rate (a fraction, 0.19 for 19 %) for a product tax class at a destination. A rate applies when its
 * country matches and its region matches, or it has no region (region id 0 or no region name); a
 * region-specific rate wins over a country-wide one.
 */
export function findTaxRate(
  rules: readonly TaxRule[],
  productTaxClassId: number,
  destination: TaxDestination,
  customerTaxClassId?: number,
): number {
  const countryId = (destination.countryId || FALLBACK_TAX_COUNTRY).toUpperCase();
  let best: { rate: TaxRate; specific: boolean } | undefined;
  for (const rule of rules) {
    if (!rule.product_tax_class_ids.includes(productTaxClassId)) continue;
    if (customerTaxClassId != null && !rule.customer_tax_class_ids.includes(customerTaxClassId)) continue;
    for (const rate of rule.rates) {
      if (rate.tax_country_id.toUpperCase() !== countryId || !regionMatches(rate, destination)) continue;
      const specific = Boolean(rate.tax_region_id && rate.region_name);
      if (!best || (specific && !best.specific)) best = { rate, specific };
    }
  }
  return best ? best.rate.rate / 100 : 0;
}
