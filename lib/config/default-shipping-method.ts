/** Apart from the settings (commerce.ts), so the checkout's client code does not bring the settings' schemas along. */
import type { ShippingMethodConfig } from './commerce';

/** Spec §9: one courier flat-rate method, free, offline, default. */
export const DEFAULT_SHIPPING_METHOD: ShippingMethodConfig = {
  carrier_code: 'flatrate',
  method_code: 'flatrate',
  carrier_title: 'Flat Rate',
  method_title: 'Fixed',
  amount: 0,
  translations: {
    de: { carrier_title: 'Pauschalversand', method_title: 'Festpreis' },
    it: { carrier_title: 'Tariffa unica', method_title: 'Fissa' },
  },
};
