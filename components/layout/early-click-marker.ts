/**
 * Controls whose click, made before the page's scripts have started, is carried out once they have hydrated: React
 * listens only from hydration on, and the scripts start after the first paint (ADR 0031), so a tap on the header's
 * Cart in between was lost. RECORD_EARLY_CLICKS (record-first-interaction.ts) remembers the last such control clicked,
 * useEarlyClick (early-click.ts) carries it out. Apart from both, so that the server's inline script needs no React.
 */
export const EARLY_CLICK_PROPS = { 'data-early-click': '' } as const;
export const EARLY_CLICK_SELECTOR = '[data-early-click]';

/**
 * The same for a control whose `change` does the work (the category's sort): RECORD_EARLY_CHANGES keeps the last such
 * control changed and the value chosen (hydration resets the control to what the server drew), useEarlyChange carries
 * it out.
 */
export const EARLY_CHANGE_PROPS = { 'data-early-change': '' } as const;
export const EARLY_CHANGE_SELECTOR = '[data-early-change]';

declare global {
  interface Window {
    /** The control with EARLY_CLICK_PROPS last clicked before Next.js started (`window.next` unset). */
    __storefrontEarlyClick?: Element;
    /** The control with EARLY_CHANGE_PROPS last changed before Next.js started, and the value it was given. */
    __storefrontEarlyChange?: { target: Element; value: string };
  }
}
