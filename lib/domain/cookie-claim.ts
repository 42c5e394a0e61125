/** The shopper's cookie consent, kept as a VSF-style claim in localStorage (spec §4). */
export const COOKIE_CLAIM = 'cookiesAccepted';
export const COOKIE_NOTICE_ID = 'cookie-notice';

/**
 * Runs while the HTML is parsed, before the first paint: hides the server-rendered notice for a shopper who accepted.
 * Static, so the Content-Security-Policy allows it by its hash (ADR 0015).
 */
export const HIDE_IF_ACCEPTED = `try{var c=JSON.parse(localStorage.getItem("claim:${COOKIE_CLAIM}")||"null");if(c&&c.value===true)document.getElementById("${COOKIE_NOTICE_ID}").style.display="none"}catch(e){}`;
