'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';

/**
 * Below 1024 px the mega-menu collapses behind a toggle (the header's ☰ and the bottom bar's "Menu"). The menu is a
 * popover (`<nav popover>`) and the toggles its invokers, so the browser opens and closes it before the page's
 * scripts have run, and closes it on Escape or a tap outside; an open menu locks the page scroll in CSS (spec §2).
 * From 1024 px each top category's panel is a popover of its own, opened by its disclosure button (ADR 0043).
 * What needs the page's code: any navigation closes the menu and its panels, and one made from inside the menu moves
 * the focus to the page's content; a screen growing to the wide layout closes the menu; Escape also hides a panel
 * that a resting pointer shows. As it follows every change of page, it also gives the content the focus when the
 * control that had it left with the page before (a product tile, a notification's button).
 */
export function MobileMenuController({ menuId }: { menuId: string }) {
  const pathname = usePathname();
  // Not on the first render: a menu the shopper opened before the scripts ran stays open as they start.
  const shownPathname = useRef(pathname);
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    closeMenuAfterNavigation(menuId);
    // Only after a navigation: as the page's scripts start, a pointer on the menu is a shopper opening a panel.
    shutHoveredPanel(menuId);
    return focusContentIfLost();
  }, [pathname, menuId]);
  useEffect(() => {
    const wide = window.matchMedia(WIDE_LAYOUT);
    const onChange = () => wide.matches && closeMenu(menuId);
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [menuId]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') shutHoveredPanel(menuId);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuId]);
  return null;
}

const WIDE_LAYOUT = '(min-width: 1024px)';

function closeMenu(menuId: string) {
  const menu = document.getElementById(menuId);
  if (menu?.matches(':popover-open')) menu.hidePopover();
}

/**
 * The page changed: open panels and the phone's menu close, and a shopper who chose the page in the menu goes on
 * from the new page's content (`<main>`, the skip link's target), not from the menu they left (WCAG 2.4.3).
 */
function closeMenuAfterNavigation(menuId: string) {
  const menu = document.getElementById(menuId);
  if (!menu) return;
  const choseInMenu = menu.contains(document.activeElement);
  for (const panel of menu.querySelectorAll<HTMLElement>(':popover-open')) panel.hidePopover();
  closeMenu(menuId);
  if (choseInMenu) document.getElementById('main')?.focus({ preventScroll: true });
}

/** How long after a change of page a focus lost with the page left is given to the content: a page may stream in. */
const LOST_FOCUS_WATCH_MS = 3000;

/**
 * Next.js keeps the page a client navigation left mounted but hidden: the focus is then on a control nobody sees, or
 * on <body>, and the next Tab would start from wherever that control was (the footer, or the page's end). The new
 * page's content takes it, as after choosing in the menu (WCAG 2.4.3). The old page may be hidden a few frames after
 * the path changed, so this watches each frame for a while; it stops as soon as the focus moves somewhere visible (a
 * listing puts it back on its filter, the shopper tabs on). Returns the cleanup.
 */
function focusContentIfLost(): () => void {
  const focused = document.activeElement;
  const until = performance.now() + LOST_FOCUS_WATCH_MS;
  let frame = 0;
  const check = () => {
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.checkVisibility();
    if (lost) document.getElementById('main')?.focus({ preventScroll: true });
    else if (active === focused && performance.now() < until) frame = requestAnimationFrame(check);
  };
  frame = requestAnimationFrame(check);
  return () => cancelAnimationFrame(frame);
}

/**
 * On a wide screen a panel also shows while the pointer rests on its category: after a navigation from one of its
 * links the pointer is still there, and the panel would stay open over the new page; Escape must hide it too
 * (WCAG 1.4.13). It stays hidden until the pointer leaves the menu.
 */
function shutHoveredPanel(menuId: string) {
  const menu = document.getElementById(menuId);
  if (!menu || !window.matchMedia(WIDE_LAYOUT).matches || !menu.matches(':hover')) return;
  menu.setAttribute('data-hover-closed', '');
  menu.addEventListener('pointerleave', () => menu.removeAttribute('data-hover-closed'), { once: true });
}

/**
 * Whether the popover `id` is open, followed through its toggle events; undefined on the server and during hydration,
 * where the browser's own mapping of a popover invoker's state stands.
 */
function usePopoverOpen(id: string): boolean | undefined {
  return useSyncExternalStore(
    (onChange) => {
      const popover = document.getElementById(id);
      popover?.addEventListener('toggle', onChange);
      return () => popover?.removeEventListener('toggle', onChange);
    },
    () => document.getElementById(id)?.matches(':popover-open') ?? false,
    () => undefined,
  );
}

/**
 * A button that opens and closes a popover of the menu (the phone's menu, a category's panel); without children it
 * shows ☰ with the label for screen readers.
 */
export function PopoverToggle({
  label,
  controls,
  className = 'mobile-menu-toggle',
  children,
}: {
  label: string;
  controls: string;
  className?: string;
  children?: ReactNode;
}) {
  const open = usePopoverOpen(controls);
  return (
    <button type="button" className={className} popoverTarget={controls} aria-controls={controls} aria-expanded={open}>
      {children ?? (
        <>
          <span aria-hidden="true">☰</span>
          <span className="visually-hidden">{label}</span>
        </>
      )}
    </button>
  );
}
