import { useLayoutEffect, type ReactNode, type RefObject } from 'react';

/** How long a replaced control's focus waits for its successor (one commit in practice). */
const HAND_OVER_MS = 2000;

/** Hand-over keys of controls that had the focus when React removed them, with the time they went. */
const handedOver = new Map<string, number>();

/**
 * A control that React replaces by another in the same place (the header's account stand-in by the loaded control,
 * ADR 0010) hands its focus over: without it the focus falls to <body>, a keypress meant for the control is lost and
 * the next Tab starts at the page's end (WCAG 2.4.3). Both sides call it with the same key; a layout effect's cleanup
 * runs while the old element is still in the document, the successor's effect right after it, in the same commit.
 */
export function useFocusHandOver(ref: RefObject<HTMLElement | null>, key: string): void {
  useLayoutEffect(() => {
    const element = ref.current;
    const wentAt = handedOver.get(key);
    if (element && wentAt !== undefined) {
      handedOver.delete(key);
      const unfocused = document.activeElement === null || document.activeElement === document.body;
      if (unfocused && performance.now() - wentAt < HAND_OVER_MS) element.focus({ preventScroll: true });
    }
    return () => {
      if (element && element === document.activeElement) handedOver.set(key, performance.now());
    };
  }, [ref, key]);
}

/** The header's account control (it has an icon) and the footer's are each handed over to their own successor. */
export const accountHandOverKey = (icon: ReactNode) => (icon ? 'account:header' : 'account:footer');
