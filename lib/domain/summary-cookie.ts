import { SUMMARY_COUNT_ATTRIBUTE } from './summary-badge';

/**
 * The header's counts in a first-party cookie, beside the shopper summary in localStorage (ADR 0035): an inline
 * script reads it while the HTML is parsed and draws the counts on the first paint, long before the page's scripts
 * start. A cookie, not localStorage: the first read of localStorage in a profile opens its database on the main
 * thread (ADR 0029). The server never reads it; cached pages stay the same for every shopper.
 */
export interface SummaryCounts {
  cartCount: number;
  wishlistCount: number;
}

const ONE_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

const summaryCookieName = (storeCode: string) => `storefront-summary-${storeCode}`;

/** `cart.wishlist`, e.g. `2.0`. */
const summaryCookieValue = ({ cartCount, wishlistCount }: SummaryCounts) => `${cartCount}.${wishlistCount}`;

/** The cookie as `document.cookie` lists it: `name=value`. */
export const summaryCookiePair = (storeCode: string, counts: SummaryCounts) => `${summaryCookieName(storeCode)}=${summaryCookieValue(counts)}`;

/** The `document.cookie` assignment that keeps the counts of a store view for a year. */
export function summaryCookie(storeCode: string, counts: SummaryCounts, secure: boolean): string {
  return `${summaryCookiePair(storeCode, counts)}; Max-Age=${ONE_YEAR_IN_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Runs while the HTML is parsed, right after the header: writes the store view's counts into every marked badge, 0
 * without a cookie (a first visit: the stores write it once they have loaded). React
 * then hydrates the badges with `suppressHydrationWarning` and renders the same counts from the summary.
 */
export function paintSummaryScript(storeCode: string): string {
  const name = JSON.stringify(`${summaryCookieName(storeCode)}=`);
  return `try{var c=document.cookie.split(/;\\s*/).filter(function(p){return p.indexOf(${name})===0})[0],m=/=(\\d+)\\.(\\d+)$/.exec(c||"")||[0,"0","0"],b=document.querySelectorAll("[${SUMMARY_COUNT_ATTRIBUTE}]");for(var i=0;i<b.length;i++)b[i].textContent=m[b[i].getAttribute("${SUMMARY_COUNT_ATTRIBUTE}")==="wishlist"?2:1]}catch(e){}`;
}
