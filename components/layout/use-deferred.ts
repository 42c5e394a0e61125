import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { lazyWhenLoaded } from '@/components/ui/lazy-when-loaded';
import { useUiStore } from '@/stores/ui-store';
import { afterLoadWhenWanted } from './after-load';

/**
 * Code that is not needed to show a page, loaded after it or on first use (ADR 0010, ADR 0034), with one way of
 * reporting a load that failed.
 */

/** The notification action that retries failed loads (dispatched as `storefront:retry-components`). */
const RETRY_ACTION = 'retry-components';

/** What each finished loader gave. */
const loaded = new Map<() => Promise<unknown>, unknown>();
/** Loaders whose failure is reported and not yet retried: islands sharing a loader (one chunk) report it once. */
const reported = new Set<() => Promise<unknown>>();

/**
 * A component of a module loaded later, `pick`ed from what `load` gives: React.lazy over the same loader `useDeferred`
 * starts (import() is cached). Drawn once `useDeferred` says its code is there, it takes it without suspending.
 */
export function deferred<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return lazyWhenLoaded(
    () => load().then(pick),
    () => (loaded.has(load) ? pick(loaded.get(load) as M) : undefined),
  );
}

/**
 * Whether `load` has finished, starting it once `when` is true, or with 'idle' after the page when the browser is
 * idle (remembered for the page's life). A failed load shows spec §7's notification: 'An error occured while loading
 * the component.' with Try again and Close, or the offline text with Close only, once per loader however many islands
 * wait for it; Try again (or coming back online) loads again.
 */
export function useDeferred(load: () => Promise<unknown>, when: boolean | 'idle'): boolean {
  const t = useTranslations('Shell');
  const [ready, setReady] = useState(() => loaded.has(load));
  const [attempt, setAttempt] = useState(0);
  const failed = useRef(false);
  useEffect(() => {
    if (!when || ready) return;
    let active = true;
    const start = () =>
      load().then(
        (value) => {
          loaded.set(load, value);
          reported.delete(load);
          if (active) setReady(true);
        },
        () => {
          if (!active) return;
          failed.current = true;
          if (reported.has(load)) return;
          reported.add(load);
          const notify = useUiStore.getState().notify;
          if (navigator.onLine) {
            notify({
              type: 'danger',
              message: t('componentLoadError'),
              hasNoTimeout: true,
              action1: { label: t('tryAgain'), action: RETRY_ACTION },
              action2: { label: t('close') },
            });
          } else {
            notify({ type: 'danger', message: t('componentLoadOffline'), action1: { label: t('close') } });
          }
        },
      );
    if (when !== 'idle') {
      void start();
      return () => {
        active = false;
      };
    }
    const cancel = afterLoadWhenWanted(() => void start());
    return () => {
      active = false;
      cancel();
    };
  }, [load, when, ready, attempt, t]);
  useEffect(() => {
    const retry = () => {
      if (!failed.current) return;
      failed.current = false;
      reported.delete(load);
      setAttempt((value) => value + 1);
    };
    window.addEventListener(`storefront:${RETRY_ACTION}`, retry);
    window.addEventListener('online', retry);
    return () => {
      window.removeEventListener(`storefront:${RETRY_ACTION}`, retry);
      window.removeEventListener('online', retry);
    };
  }, [load]);
  return ready;
}
