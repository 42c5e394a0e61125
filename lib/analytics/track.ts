import { CONSENT_STORAGE_KEY, isGranted, parseConsentClaim } from '@/lib/domain/consent';
import type { EcommerceEvent } from '@/lib/domain/analytics-events';

type Statistics = typeof import('./statistics');

/** Whether the shopper said yes to statistics, read at the moment of asking (a withdrawal applies at once). */
export function statisticsGranted(): boolean {
  try {
    return isGranted(parseConsentClaim(localStorage.getItem(CONSENT_STORAGE_KEY)), 'statistics');
  } catch {
    return false;
  }
}

/**
 * Pushes the event `build` makes, only after statistics consent (ADR 0046). The builders come with the lazily loaded
 * statistics module, so a caller's chunk carries this function alone; without consent nothing loads.
 */
export function track(build: (statistics: Statistics) => EcommerceEvent | null) {
  if (!statisticsGranted()) return;
  void import('./statistics').then((statistics) => {
    const event = build(statistics);
    if (event) statistics.push(event);
  });
}
