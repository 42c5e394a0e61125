/**
 * Where the focus was when an overlay opened, so closing it can give the focus back (WCAG 2.4.3): the control, and
 * its place among its parent's children, since the control may be replaced while the overlay is open (the header's
 * Log in button becomes the My account link once logged in; a stand-in becomes the loaded control).
 */
export interface FocusReturn {
  control: HTMLElement;
  parent: HTMLElement | null;
  index: number;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

/** The focused control as a place to come back to; null when nothing but the page has the focus. */
export function focusReturnFrom(active: Element | null): FocusReturn | null {
  if (!(active instanceof HTMLElement) || active === document.body || active === document.documentElement) return null;
  const parent = active.parentElement;
  return { control: active, parent, index: parent ? [...parent.children].indexOf(active) : -1 };
}

/** The control to give the focus back to: the same one while it is shown, else a control now in its place. */
export function focusReturnTarget(from: FocusReturn | null): HTMLElement | null {
  if (!from) return null;
  if (from.control.isConnected && from.control.checkVisibility()) return from.control;
  const candidate = from.parent?.isConnected ? from.parent.children[from.index] : undefined;
  return candidate instanceof HTMLElement && candidate.matches(FOCUSABLE) && candidate.checkVisibility() ? candidate : null;
}
