import { useEffect, useState, type ComponentType } from 'react';
import { lazyWhenLoaded } from '@/components/ui/lazy-when-loaded';
import { CheckoutLoadFailed } from './checkout-load-failed';

/**
 * The checkout's two lazily loaded parts. The state (the cart and checkout stores with Dexie) tells whether there is
 * anything to check out; the form (its steps, React Query, the address rules) loads only when there is, or at once
 * beside the state when the shopper summary already counts items (import() is cached: one request either way).
 */
export const loadCheckoutState = () => import('./checkout-gate').then((module) => module.CheckoutGate);
export const loadCheckoutForm = () => import('./checkout-with-queries').then((module) => module.CheckoutWithQueries);

/** Each part once its load has settled: its component, or spec §7's text with Try again when it could not load. */
const settledParts = new Map<() => Promise<unknown>, ComponentType<never>>();

function settle<P extends object>(load: () => Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  return load()
    .catch(() => CheckoutLoadFailed as ComponentType<P>)
    .then((component) => {
      settledParts.set(load, component as ComponentType<never>);
      return component;
    });
}

/** A part as a React.lazy component; drawn once `usePartSettled` says so, it draws without suspending. */
export function lazyCheckoutPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazyWhenLoaded(
    () => settle(load),
    () => settledParts.get(load) as ComponentType<P> | undefined,
  );
}

/** Whether a part's load has settled (loaded or failed), asking for it once `wanted`. */
export function usePartSettled(load: () => Promise<ComponentType<never>>, wanted: boolean): boolean {
  const [settled, setSettled] = useState(() => settledParts.has(load));
  useEffect(() => {
    if (settled || !wanted) return;
    let active = true;
    void settle(load).then(() => {
      if (active) setSettled(true);
    });
    return () => {
      active = false;
    };
  }, [load, settled, wanted]);
  return settled;
}
