/** The countries the checkout offers, and the regions of those that need one (Magento region ids). */
export interface CheckoutRegion {
  id: number;
  code: string;
  name: string;
}

export interface CheckoutCountry {
  code: string;
  name: string;
  regions?: readonly CheckoutRegion[];
}

const usRegions: CheckoutRegion[] = [
  { id: 1, code: 'AL', name: 'Alabama' },
  { id: 12, code: 'CA', name: 'California' },
  { id: 18, code: 'FL', name: 'Florida' },
  { id: 23, code: 'IL', name: 'Illinois' },
  { id: 32, code: 'MA', name: 'Massachusetts' },
  { id: 43, code: 'NY', name: 'New York' },
  { id: 57, code: 'TX', name: 'Texas' },
  { id: 62, code: 'WA', name: 'Washington' },
];

export const checkoutCountries: readonly CheckoutCountry[] = [
  { code: 'AT', name: 'Austria' },
  { code: 'FR', name: 'France' },
  { code: 'DE', name: 'Germany' },
  { code: 'IT', name: 'Italy' },
  { code: 'NL', name: 'Netherlands' },
  { code: 'PL', name: 'Poland' },
  { code: 'ES', name: 'Spain' },
  { code: 'CH', name: 'Switzerland' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'US', name: 'United States', regions: usRegions },
];

export function regionsOf(countryCode: string): readonly CheckoutRegion[] {
  return checkoutCountries.find((country) => country.code === countryCode)?.regions ?? [];
}
