'use client';

import { lazy, Suspense, type ComponentType } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';

type Overlays = typeof import('./shell-overlays');

const loadOverlays = () => import('./shell-overlays');
const Nothing: ComponentType = () => null;

/**
 * One of the shell's overlays (the notifications, the loader, back to top), rendered once the page has hydrated from a
 * chunk loaded then: none of them draws anything in the server's HTML, so their code stays out of every page's
 * first-load JavaScript (ADR 0034). Their live regions are in the page long before anything is announced in them.
 * A chunk that fails to load leaves the overlay out for this page; the service worker precaches it for offline use.
 */
function afterHydration(pick: (overlays: Overlays) => ComponentType) {
  const Overlay = lazy(() =>
    loadOverlays().then(
      (overlays) => ({ default: pick(overlays) }),
      () => ({ default: Nothing }),
    ),
  );
  return function AfterHydration() {
    const hydrated = useHydrated();
    if (!hydrated) return null;
    return (
      <Suspense fallback={null}>
        <Overlay />
      </Suspense>
    );
  };
}

export const NotificationArea = afterHydration((overlays) => overlays.NotificationArea);
export const Loader = afterHydration((overlays) => overlays.Loader);
export const BackToTop = afterHydration((overlays) => overlays.BackToTop);
