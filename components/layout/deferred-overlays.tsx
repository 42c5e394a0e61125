'use client';

import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { afterLoadWhenWanted } from './after-load';

type Overlays = typeof import('./shell-overlays');

const loadOverlays = () => import('./shell-overlays');
const Nothing: ComponentType = () => null;

/**
 * One of the shell's overlays that wait for the shopper (the loader, back to top): rendered from a chunk loaded after
 * the page, at the first interaction or a few seconds after the load (`afterLoadWhenWanted`). Neither draws anything
 * before then, so their code stays out of every page's first-load JavaScript (ADR 0034). The notifications are not
 * among them: they tell the shopper when a chunk fails to load.
 * A chunk that fails to load leaves the overlay out for this page; the service worker precaches it for offline use.
 */
function deferredOverlay(pick: (overlays: Overlays) => ComponentType) {
  const Overlay = lazy(() =>
    loadOverlays().then(
      (overlays) => ({ default: pick(overlays) }),
      () => ({ default: Nothing }),
    ),
  );
  return function DeferredOverlay() {
    const [wanted, setWanted] = useState(false);
    useEffect(() => afterLoadWhenWanted(() => setWanted(true)), []);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Overlay />
      </Suspense>
    );
  };
}

export const Loader = deferredOverlay((overlays) => overlays.Loader);
export const BackToTop = deferredOverlay((overlays) => overlays.BackToTop);
