import { INTERACTIONS } from './after-load';

/**
 * The shopper's first interaction, recorded from the first paint (an inline script at the end of the body, which runs
 * once the stylesheets have arrived), not from when an island's effect asks: on a slow phone the product form can
 * hydrate before the header's code has even run, and a pointer that moved in between would otherwise go unseen,
 * leaving the cart's code unloaded until the quiet start, so that the first "Add to cart" waited for it. Static, like
 * the cookie notice's script (ADR 0015); in a module of its own so that the islands' code (after-load.ts) does not
 * carry it.
 */
export const RECORD_FIRST_INTERACTION = `(function(){var n=${JSON.stringify(INTERACTIONS)};function r(){window.__storefrontInteracted=true;n.forEach(function(e){removeEventListener(e,r,true)})}n.forEach(function(e){addEventListener(e,r,{capture:true,passive:true})})})()`;
