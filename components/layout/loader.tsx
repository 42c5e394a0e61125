'use client';

import { useTranslations } from 'next-intl';
import { loaderView, useUiStore } from '@/stores/ui-store';
import styles from './loader.module.css';

/**
 * Spec §1/§9 loader (z-index 1001): a busy overlay while slow work runs (ui store `showLoader` / `hideLoader`).
 * The status region is always in the page so screen readers announce the text when it appears; it never takes focus.
 */
export function Loader() {
  const t = useTranslations('Shell');
  const loader = useUiStore((state) => state.loader);
  const { visible, message } = loaderView(loader);
  return (
    <div className={visible ? styles.overlay : undefined} data-testid="loader">
      <div role="status" aria-live="polite" aria-atomic="true" className={visible ? styles.box : 'visually-hidden'}>
        {visible && (
          <>
            <span className={styles.spinner} aria-hidden="true" />
            <span>{message ?? t('loading')}</span>
          </>
        )}
      </div>
    </div>
  );
}
