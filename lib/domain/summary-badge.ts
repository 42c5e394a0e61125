/** Marks a header badge the summary cookie's inline script fills (ADR 0035): its value names the count. */
export const SUMMARY_COUNT_ATTRIBUTE = 'data-summary-count';

/**
 * The props of a badge the inline script fills. React hydrates it without comparing its text: the script may have
 * drawn a count where the server drew '…', and the summary renders the same count right after.
 */
export const summaryBadgeProps = (count: 'cart' | 'wishlist') => ({ [SUMMARY_COUNT_ATTRIBUTE]: count, suppressHydrationWarning: true });
