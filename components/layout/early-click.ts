import { useEffect, useEffectEvent, useRef, type MouseEvent, type RefObject } from 'react';

/**
 * A control with EARLY_CLICK_PROPS whose click is never lost (ADR 0033, issue 41): RECORD_EARLY_CLICKS keeps the last
 * such control clicked, for the page's whole life. A click React handles goes through `onClick`, which takes the
 * record back; a click React never saw (made before it listened: before the scripts ran, or between Next.js starting
 * and this control hydrating) is still recorded when the control mounts, and `early` (by default the click's own
 * action) runs then, once.
 */
export function useEarlyClick<T extends HTMLElement>(
  action: () => void,
  early: () => void = action,
): { ref: RefObject<T | null>; onClick: (event: MouseEvent<T>) => void } {
  const ref = useRef<T>(null);
  const runEarly = useEffectEvent(early);
  useEffect(() => {
    if (ref.current === null || window.__storefrontEarlyClick !== ref.current) return;
    window.__storefrontEarlyClick = undefined;
    runEarly();
  }, []);
  const onClick = (event: MouseEvent<T>) => {
    if (window.__storefrontEarlyClick === event.currentTarget) window.__storefrontEarlyClick = undefined;
    action();
  };
  return { ref, onClick };
}
