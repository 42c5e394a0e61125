/**
 * The shopper's answer to the cookie notice, by category (ADR 0046). Kept in localStorage as a VSF-style claim next
 * to `cookiesAccepted` (spec §4), which stays the notice's "answered" flag: any answer accepts at least the necessary
 * cookies. Nothing of it is a cookie, so a page cache in front still sees only `cookiesAccepted` (ADR 0042).
 */
export const CONSENT_CLAIM = 'cookieConsent';
export const CONSENT_STORAGE_KEY = `claim:${CONSENT_CLAIM}`;

export type ConsentCategory = 'necessary' | 'statistics' | 'marketing';

export interface ConsentChoice {
  /** Always true: the cart, the session and this very choice cannot work without storage. */
  necessary: true;
  statistics: boolean;
  marketing: boolean;
}

export interface ConsentClaim {
  code: typeof CONSENT_CLAIM;
  created_at: string;
  value: ConsentChoice;
}

export const ONLY_NECESSARY: ConsentChoice = { necessary: true, statistics: false, marketing: false };
export const ALL_CATEGORIES: ConsentChoice = { necessary: true, statistics: true, marketing: true };

export function consentClaim(choice: Pick<ConsentChoice, 'statistics' | 'marketing'>, now: Date): ConsentClaim {
  return { code: CONSENT_CLAIM, created_at: now.toISOString(), value: { necessary: true, statistics: choice.statistics === true, marketing: choice.marketing === true } };
}

/** The stored choice, or null when there is none or it is not one (a tampered or older value asks again). */
export function parseConsentClaim(raw: string | null): ConsentChoice | null {
  if (!raw) return null;
  try {
    const claim = JSON.parse(raw) as Partial<ConsentClaim> | null;
    const value = claim?.value;
    if (claim?.code !== CONSENT_CLAIM || typeof value !== 'object' || value === null) return null;
    if (typeof value.statistics !== 'boolean' || typeof value.marketing !== 'boolean') return null;
    return { necessary: true, statistics: value.statistics, marketing: value.marketing };
  } catch {
    return null;
  }
}

/** Whether a category may be used: necessary always; the others only after an explicit yes. */
export function isGranted(choice: ConsentChoice | null, category: ConsentCategory): boolean {
  if (category === 'necessary') return true;
  return choice?.[category] === true;
}
