/** Shipping methods offered for an address (spec §3 Shipping method, §9 default courier). */
export interface ShippingMethodDefinition {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title: string;
  amount: number;
  countries?: readonly string[];
}

/** A method as the API answers it (Magento's shipping method). */
export interface ShippingMethod extends Omit<ShippingMethodDefinition, 'countries'> {
  base_amount: number;
  price_excl_tax: number;
  price_incl_tax: number;
  available: boolean;
  error_message: string;
  default: boolean;
  offline: boolean;
}

/**
 * The methods that ship to countryId, the first one marked default. A virtual cart ships nothing: no methods.
 * Amounts are final: shipping carries no tax of its own (ADR 0004).
 */
export function availableShippingMethods(
  definitions: readonly ShippingMethodDefinition[],
  countryId: string | null | undefined,
  { virtualCart = false }: { virtualCart?: boolean } = {},
): ShippingMethod[] {
  if (virtualCart) return [];
  const country = (countryId ?? '').toUpperCase();
  return definitions
    .filter((method) => !method.countries?.length || method.countries.some((code) => code.toUpperCase() === country))
    .map((method, index) => ({
      carrier_code: method.carrier_code,
      method_code: method.method_code,
      carrier_title: method.carrier_title,
      method_title: method.method_title,
      amount: method.amount,
      base_amount: method.amount,
      price_excl_tax: method.amount,
      price_incl_tax: method.amount,
      available: true,
      error_message: '',
      default: index === 0,
      offline: true,
    }));
}

export function findShippingMethod<T extends { carrier_code: string; method_code: string }>(
  methods: readonly T[],
  methodCode: string | null | undefined,
  carrierCode?: string | null,
): T | undefined {
  return methods.find((method) => method.method_code === methodCode && (!carrierCode || method.carrier_code === carrierCode));
}
