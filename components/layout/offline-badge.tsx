'use client';

import { useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Spec §2/§8: follows the browser's online and offline events. */
export function OfflineBadge() {
  const t = useTranslations('Shell');
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  if (online) return null;
  return (
    <p className="offline-badge" role="status">
      {t('offline')}
    </p>
  );
}
