/** The shopper's cookie consent, kept as a VSF-style claim in localStorage (spec §4). */
export const COOKIE_CLAIM = 'cookiesAccepted';
export const COOKIE_NOTICE_ID = 'cookie-notice';

/**
 * Acceptance is mirrored in a first-party cookie for the script below: the first read of localStorage in a browser
 * profile is a synchronous open of its database (53 ms on the main thread in Lighthouse's fresh profile, ×4 on a
 * mid-range phone), and that script runs while the HTML is parsed, before the first paint. A cookie read is not
 * (ADR 0029).
 */
const ACCEPTED_COOKIE = `${COOKIE_CLAIM}=true`;
const ONE_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/** The `document.cookie` assignment that remembers the acceptance for a year. */
export function acceptedCookie(secure: boolean): string {
  return `${ACCEPTED_COOKIE}; Max-Age=${ONE_YEAR_IN_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Runs while the HTML is parsed, right after the server-rendered notice and before the first paint: hides the notice
 * for a shopper who accepted. Rendered by the shop layout, so the notice's client code does not carry it.
 */
export const HIDE_IF_ACCEPTED = `try{if(document.cookie.split(/;\\s*/).indexOf("${ACCEPTED_COOKIE}")>=0)document.getElementById("${COOKIE_NOTICE_ID}").style.display="none"}catch(e){}`;

/** Marks the footer's "Cookie settings" button, which opens the notice again (one delegated listener, no script). */
export const COOKIE_SETTINGS_ATTRIBUTE = 'data-cookie-settings';
