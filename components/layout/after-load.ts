/** The first signs of a shopper at work: deferred islands are wanted now. */
export const INTERACTIONS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'scroll', 'focusin'] as const;
/** Without any interaction deferred islands load this long after the load event, out of the page's start-up work. */
const QUIET_START_MS = 4000;

declare global {
  interface Window {
    /** Set by RECORD_FIRST_INTERACTION (record-first-interaction.ts) at the shopper's first interaction. */
    __storefrontInteracted?: boolean;
  }
}

/**
 * Runs `run` after the page has loaded, at the shopper's first interaction (or QUIET_START_MS after the load event),
 * when the browser is idle: deferred code (Dexie, zod, the stores) neither competes with the page's own scripts and
 * images nor blocks its first seconds (ADR 0010). An interaction made before this was asked counts.
 */
export function afterLoadWhenWanted(run: () => void): () => void {
  let cancelIdle = () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  let started = false;
  const stopListening = () => {
    for (const name of INTERACTIONS) window.removeEventListener(name, start, true);
    if (timer !== undefined) clearTimeout(timer);
  };
  function start() {
    if (started) return;
    started = true;
    stopListening();
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: 1000 });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const idle = setTimeout(run, 100);
      cancelIdle = () => clearTimeout(idle);
    }
  }
  const afterLoad = () => {
    if (window.__storefrontInteracted) return start();
    for (const name of INTERACTIONS) window.addEventListener(name, start, { capture: true, passive: true });
    timer = setTimeout(start, QUIET_START_MS);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    window.removeEventListener('load', afterLoad);
    stopListening();
    cancelIdle();
  };
}
