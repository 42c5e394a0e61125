import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';

/**
 * A ref for a control with EARLY_CLICK_PROPS: when the shopper clicked it before the scripts started, `action` runs
 * once it has hydrated. Clicks after that are React's (the recorder stops once `window.next` is set), so none runs twice.
 */
export function useEarlyClick<T extends HTMLElement>(action: () => void): RefObject<T | null> {
  const ref = useRef<T>(null);
  const run = useEffectEvent(action);
  useEffect(() => {
    if (ref.current === null || window.__storefrontEarlyClick !== ref.current) return;
    window.__storefrontEarlyClick = undefined;
    run();
  }, []);
  return ref;
}

