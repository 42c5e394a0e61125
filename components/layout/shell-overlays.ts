/** The shell's parts that draw nothing until something happens; loaded after hydration (after-hydration.tsx). */
export { BackToTop } from './back-to-top';
export { Loader } from './loader';
export { NotificationArea } from './notification-area';
