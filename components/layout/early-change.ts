import { useEffect, useEffectEvent, useRef, type ChangeEvent, type RefObject } from 'react';

/**
 * In a module of its own: only the category's sort uses it, and the product page's first-load budget is tight.
 *
 * A ref for a control with EARLY_CHANGE_PROPS whose change is never lost (as useEarlyClick, early-click.ts): a change
 * React never saw (before it listened, or before this control hydrated) runs `action` with the value chosen once the
 * control has mounted (hydration has put the server's value back by then); one React handled goes through a handler
 * made by `handledChange`, which takes the record back.
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

/** The change handler of a control with useEarlyChange. */
export function handledChange<T extends HTMLSelectElement | HTMLInputElement>(
  action: (value: string) => void,
): (event: ChangeEvent<T>) => void {
  return (event) => {
    if (window.__storefrontEarlyChange?.target === event.currentTarget) window.__storefrontEarlyChange = undefined;
    action(event.currentTarget.value);
  };
}
