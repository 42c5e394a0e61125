/** The shell's parts that draw nothing until the shopper does something; loaded after the page (deferred-overlays.tsx). */
export { BackToTop } from './back-to-top';
export { Loader } from './loader';
