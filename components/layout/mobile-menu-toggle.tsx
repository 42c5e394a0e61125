'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useEffect, type ReactNode } from 'react';
import { useUiStore } from '@/stores/ui-store';

/**
 * Below 1024 px the mega-menu collapses behind a toggle (the header's ☰ and the bottom bar's "Menu"). Rendered once:
 * an open menu locks the page scroll (spec §2) until Escape, a toggle or any navigation closes it.
 */
export function MobileMenuController() {
  const open = useUiStore((state) => state.isMobileMenuOpen);
  const toggle = useUiStore((state) => state.toggleMobileMenu);
  const close = useCallback(() => toggle(false), [toggle]);
  const pathname = usePathname();
  useEffect(() => close(), [pathname, close]);
  useEffect(() => shutDesktopPanel(), [pathname]);
  useEffect(() => {
    if (!open) return;
    document.body.classList.add('menu-open');
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.classList.remove('menu-open');
    };
  }, [open, close]);
  return null;
}

/**
 * On a wide screen the mega-menu's panels open on hover and focus: after a navigation from one of its links the pointer
 * (and focus) are still there, so the panel would stay open over the new page. It stays shut until the pointer leaves.
 */
function shutDesktopPanel() {
  const menu = document.getElementById('main-menu');
  if (!menu || !window.matchMedia('(min-width: 1024px)').matches || !menu.matches(':hover, :focus-within')) return;
  menu.setAttribute('data-just-navigated', '');
  if (menu.contains(document.activeElement)) (document.activeElement as HTMLElement).blur();
  menu.addEventListener('pointerleave', () => menu.removeAttribute('data-just-navigated'), { once: true });
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
  const open = useUiStore((state) => state.isMobileMenuOpen);
  const toggle = useUiStore((state) => state.toggleMobileMenu);
  return (
    <button type="button" className={className} aria-expanded={open} aria-controls={controls} onClick={() => toggle()}>
      {children ?? (
        <>
          <span aria-hidden="true">☰</span>
          <span className="visually-hidden">{label}</span>
        </>
      )}
    </button>
  );
}
