import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's HTML and while hydrating, true once the component has hydrated. Lazily loaded forms disable
 * their controls until then: what a shopper chose or typed before would be reset by hydration (ADR 0025).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
