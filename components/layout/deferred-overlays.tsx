'use client';

import { Suspense, type ComponentType } from 'react';
import { deferred, useDeferred } from './use-deferred';

/**
 * One of the shell's overlays that wait for the shopper (the loader, back to top): rendered from a chunk loaded after
 * the page, at the first interaction or a few seconds after the load (`useDeferred`'s 'idle'). Neither draws anything
 * before then, so their code stays out of every page's first-load JavaScript (ADR 0034). A failed load is reported
 * as any deferred island's is. The notifications are not among them: they are how such a failure is reported.
 */
function deferredOverlay(load: () => Promise<ComponentType>) {
  const Overlay = deferred(load);
  return function DeferredOverlay() {
    const ready = useDeferred(load, 'idle');
    return ready ? (
      <Suspense fallback={null}>
        <Overlay />
      </Suspense>
    ) : null;
  };
}

export const Loader = deferredOverlay(() => import('./shell-overlays').then((overlays) => overlays.Loader));
export const BackToTop = deferredOverlay(() => import('./shell-overlays').then((overlays) => overlays.BackToTop));
