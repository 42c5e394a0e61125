import { INTERACTIONS } from './after-load';
import { EARLY_CHANGE_SELECTOR, EARLY_CLICK_SELECTOR } from './early-click-marker';

/**
 * The shopper's first interaction, recorded from the first paint (an inline script at the end of the body, which runs
 * once the stylesheets have arrived), not from when an island's effect asks: on a slow phone the product form can
 * hydrate before the header's code has even run, and a pointer that moved in between would otherwise go unseen,
 * leaving the cart's code unloaded until the quiet start, so that the first "Add to cart" waited for it. Static, like
 * the cookie notice's script (ADR 0015); in a module of its own so that the islands' code (after-load.ts) does not
 * carry it.
 */
export const RECORD_FIRST_INTERACTION = `(function(){var n=${JSON.stringify(INTERACTIONS)};function r(){window.__storefrontInteracted=true;n.forEach(function(e){removeEventListener(e,r,true)})}n.forEach(function(e){addEventListener(e,r,{capture:true,passive:true})})})()`;

/**
 * The last click on a control marked with EARLY_CLICK_PROPS, kept for useEarlyClick (early-click.ts): a click React
 * handled is taken back by the control's handler, one React never saw is carried out once that control has hydrated.
 * Not only before Next.js starts (`window.next`): React listens only from `hydrateRoot` on, which comes later, and a
 * control hydrates later still (issue 41: a tap in that gap was lost).
 */
export const RECORD_EARLY_CLICKS = `addEventListener('click',function(e){var t=e.target;t=t&&t.closest&&t.closest(${JSON.stringify(EARLY_CLICK_SELECTOR)});if(t)window.__storefrontEarlyClick=t},true)`;

/** The last change of a control marked with EARLY_CHANGE_PROPS, with its value, kept the same way (useEarlyChange). */
export const RECORD_EARLY_CHANGES = `addEventListener('change',function(e){var t=e.target;if(t&&t.matches&&t.matches(${JSON.stringify(EARLY_CHANGE_SELECTOR)}))window.__storefrontEarlyChange={target:t,value:t.value}},true)`;
