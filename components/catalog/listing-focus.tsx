'use client';

import { useEffect, useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { announce, prepareAnnouncer } from '@/components/ui/announce';

/**
 * The listing control (`data-focus-key`) a shopper used to filter or sort, on which path: set by its click or change,
 * taken by the listing that follows. Each filter and sort is a page of its own (ADR 0020), so the control the shopper
 * used is gone with the page it was on.
 */
let pending: { key: string; pathname: string } | null = null;

function remember(target: EventTarget, selector: string) {
  const control = target instanceof Element ? target.closest<HTMLElement>(selector) : null;
  const key = control?.dataset.focusKey;
  if (key) pending = { key, pathname: location.pathname };
}

/**
 * Wraps a listing's toolbar, filters and products. After a filter or a sort the focus is on the same control of the new
 * listing (a filter value that is no longer offered: the count), and the new count is announced (WCAG 2.4.3, 4.1.3).
 */
export function ListingFocus({ status, children }: { status: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    prepareAnnouncer();
    const wanted = pending;
    pending = null;
    const root = ref.current;
    if (!wanted || !root || wanted.pathname !== location.pathname) return;
    const control = root.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(wanted.key)}"]`);
    control?.focus();
    if (!control || document.activeElement !== control) root.querySelector<HTMLElement>('[data-listing-count]')?.focus();
    announce(status);
  }, [status]);
  const onClick = (event: MouseEvent) => {
    // A link opened in another tab or window leaves this listing where it is.
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0) return;
    remember(event.target, 'a[data-focus-key]');
  };
  const onChange = (event: SyntheticEvent) => remember(event.target, 'select[data-focus-key]');
  return (
    <div ref={ref} onClickCapture={onClick} onChangeCapture={onChange}>
      {children}
    </div>
  );
}
