import { ALL_CATEGORIES, consentClaim, CONSENT_CLAIM, isGranted, ONLY_NECESSARY, parseConsentClaim } from './consent';

const now = new Date('2026-11-29T10:00:00.000Z');

describe('the stored consent', () => {
  test('a choice is kept as a claim with its date and read back the same', () => {
    const claim = consentClaim({ statistics: true, marketing: false }, now);
    expect(claim).toEqual({ code: CONSENT_CLAIM, created_at: '2026-11-29T10:00:00.000Z', value: { necessary: true, statistics: true, marketing: false } });
    expect(parseConsentClaim(JSON.stringify(claim))).toEqual({ necessary: true, statistics: true, marketing: false });
  });

  test('no claim, a broken one or one of another shape means no answer yet', () => {
    expect(parseConsentClaim(null)).toBeNull();
    expect(parseConsentClaim('{not json')).toBeNull();
    expect(parseConsentClaim(JSON.stringify({ code: 'cookiesAccepted', value: true }))).toBeNull();
    expect(parseConsentClaim(JSON.stringify({ code: CONSENT_CLAIM, value: { statistics: 'yes', marketing: false } }))).toBeNull();
    expect(parseConsentClaim('null')).toBeNull();
  });

  test('necessary is always granted; statistics and marketing only after a yes', () => {
    expect(isGranted(null, 'necessary')).toBe(true);
    expect(isGranted(null, 'statistics')).toBe(false);
    expect(isGranted(ONLY_NECESSARY, 'statistics')).toBe(false);
    expect(isGranted(ONLY_NECESSARY, 'marketing')).toBe(false);
    expect(isGranted(ALL_CATEGORIES, 'statistics')).toBe(true);
    expect(isGranted({ necessary: true, statistics: false, marketing: true }, 'marketing')).toBe(true);
  });
});
