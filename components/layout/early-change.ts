import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';

/**
 * In a module of its own: only the category's sort uses it, and the product page's first-load budget is tight.
 *
 * A ref for a control with EARLY_CHANGE_PROPS: when the shopper changed it before the scripts started, `action` runs
 * with the value chosen once it has hydrated (hydration has put the server's value back by then).
 */
export function useEarlyChange<T extends HTMLElement>(action: (value: string) => void): RefObject<T | null> {
  const ref = useRef<T>(null);
  const run = useEffectEvent(action);
  useEffect(() => {
    const early = window.__storefrontEarlyChange;
    if (ref.current === null || early?.target !== ref.current) return;
    window.__storefrontEarlyChange = undefined;
    run(early.value);
  }, []);
  return ref;
}
