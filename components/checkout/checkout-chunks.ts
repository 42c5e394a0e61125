import { lazy, type ComponentType } from 'react';
import { CheckoutLoadFailed } from './checkout-load-failed';

/**
 * The checkout's two lazily loaded parts. The state (the cart and checkout stores with Dexie) tells whether there is
 * anything to check out; the form (its steps, React Query, the address rules) loads only when there is, or at once
 * beside the state when the shopper summary already counts items (import() is cached: one request either way).
 */
export const loadCheckoutState = () => import('./checkout-gate').then((module) => module.CheckoutGate);
export const loadCheckoutForm = () => import('./checkout-with-queries').then((module) => module.CheckoutWithQueries);

/** A part as a React.lazy component; when its code cannot be loaded, spec §7's text with Try again instead. */
export function lazyCheckoutPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: CheckoutLoadFailed as ComponentType<P> }),
    ),
  );
}
