import { CONSENT_STORAGE_KEY, isGranted, parseConsentClaim } from '@/lib/domain/consent';
import type { EcommerceEvent } from '@/lib/domain/analytics-events';

type Builders = (typeof import('./statistics'))['builders'];

/** Whether the shopper said yes to statistics, read at the moment of asking (a withdrawal applies at once). */
function statisticsGranted(): boolean {
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
export function track(build: (statistics: Builders) => EcommerceEvent | null) {
  if (!statisticsGranted()) return;
  void import('./statistics').then((statistics) => {
    const event = build(statistics.builders);
    if (event) statistics.push(event);
  });
}
