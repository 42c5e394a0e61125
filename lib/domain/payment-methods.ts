/** Payment methods offered for a cart (spec §4 Checkout state, §3 Payment method). */
export interface PaymentMethod {
  code: string;
  title: string;
}

const VIRTUAL_TYPES = new Set(['virtual', 'downloadable']);

/** A cart is virtual when it has items and every one is virtual or downloadable: nothing to ship. */
export function isVirtualCart(productTypes: readonly string[]): boolean {
  return productTypes.length > 0 && productTypes.every((type) => VIRTUAL_TYPES.has(type));
}

export interface PaymentOptions {
  titles: { checkmo: string; cashondelivery: string; paypal: string };
  /** PayPal only when the shop has configured it. */
  paypalEnabled: boolean;
}

/** checkmo always; cashondelivery unless the cart is virtual (nothing is delivered to pay on); PayPal when configured. */
export function availablePaymentMethods(productTypes: readonly string[], options: PaymentOptions): PaymentMethod[] {
  const methods: PaymentMethod[] = [{ code: 'checkmo', title: options.titles.checkmo }];
  if (!isVirtualCart(productTypes)) methods.push({ code: 'cashondelivery', title: options.titles.cashondelivery });
  if (options.paypalEnabled) methods.push({ code: 'paypal', title: options.titles.paypal });
  return methods;
}
