'use client';

import { Suspense, type ComponentType } from 'react';
import type * as ShellOverlays from './shell-overlays';
import { deferred, useDeferred } from './use-deferred';

/**
 * One of the shell's overlays that wait for the shopper (the loader, back to top): rendered from a chunk loaded after
 * the page, at the first interaction or a few seconds after the load (`useDeferred`'s 'idle'). Neither draws anything
 * before then, so their code stays out of every page's first-load JavaScript (ADR 0034). A failed load is reported
 * as any deferred island's is, once for the chunk they share. The notifications are not among them: they are how such
 * a failure is reported.
 */
const loadOverlays = () => import('./shell-overlays');

function deferredOverlay(pick: (overlays: typeof ShellOverlays) => ComponentType) {
  const Overlay = deferred(loadOverlays, pick);
  return function DeferredOverlay() {
    const ready = useDeferred(loadOverlays, 'idle');
    return ready ? (
      <Suspense fallback={null}>
        <Overlay />
      </Suspense>
    ) : null;
  };
}

export const Loader = deferredOverlay((overlays) => overlays.Loader);
export const BackToTop = deferredOverlay((overlays) => overlays.BackToTop);
