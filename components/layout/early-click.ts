import { useEffect, useEffectEvent, useRef, type MouseEvent, type RefObject } from 'react';

/**
 * A control with EARLY_CLICK_PROPS whose click is never lost (ADR 0033, issue 41): RECORD_EARLY_CLICKS keeps the last
 * such control clicked, for the page's whole life. A click React handles goes through a handler made by
 * `handledClick`, which takes the record back; a click React never saw (made before it listened: before the scripts
 * ran, or between Next.js starting and this control hydrating) is still recorded when the control mounts, and
 * `action` runs then, once.
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

/** The click handler of a control with useEarlyClick: React has this click, so its record is not carried out again. */
export function handledClick<T extends HTMLElement>(action: () => void): (event: MouseEvent<T>) => void {
  return (event) => {
    if (window.__storefrontEarlyClick === event.currentTarget) window.__storefrontEarlyClick = undefined;
    action();
  };
}
