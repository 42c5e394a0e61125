'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';

/**
 * Below 1024 px the mega-menu collapses behind a toggle (the header's ☰ and the bottom bar's "Menu"). The menu is a
 * popover (`<nav popover>`) and the toggles its invokers, so the browser opens and closes it before the page's
 * scripts have run, and closes it on Escape or a tap outside; an open menu locks the page scroll in CSS (spec §2).
 * What needs the page's code: any navigation closes it, and so does a screen growing to the wide layout.
 */
export function MobileMenuController({ menuId }: { menuId: string }) {
  const pathname = usePathname();
  // Not on the first render: a menu the shopper opened before the scripts ran stays open as they start.
  const shownPathname = useRef(pathname);
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    closeMenu(menuId);
  }, [pathname, menuId]);
  useEffect(() => shutDesktopPanel(menuId), [pathname, menuId]);
  useEffect(() => {
    const wide = window.matchMedia(WIDE_LAYOUT);
    const onChange = () => wide.matches && closeMenu(menuId);
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [menuId]);
  return null;
}

const WIDE_LAYOUT = '(min-width: 1024px)';

function closeMenu(menuId: string) {
  const menu = document.getElementById(menuId);
  if (menu?.matches(':popover-open')) menu.hidePopover();
}

/**
 * On a wide screen the mega-menu's panels open on hover and focus: after a navigation from one of its links the pointer
 * (and focus) are still there, so the panel would stay open over the new page. It stays shut until the pointer leaves.
 */
function shutDesktopPanel(menuId: string) {
  const menu = document.getElementById(menuId);
  if (!menu || !window.matchMedia(WIDE_LAYOUT).matches || !menu.matches(':hover, :focus-within')) return;
  menu.setAttribute('data-just-navigated', '');
  if (menu.contains(document.activeElement)) (document.activeElement as HTMLElement).blur();
  menu.addEventListener('pointerleave', () => menu.removeAttribute('data-just-navigated'), { once: true });
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

/** A button that opens and closes the mobile menu; without children it shows ☰ with the label for screen readers. */
export function MobileMenuToggle({
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
