'use client';

import { useEffect, useState } from 'react';

/** Below 1024 px the mega-menu collapses behind this button; an open menu locks the page scroll (spec §2). */
export function MobileMenuToggle({ label, controls }: { label: string; controls: string }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    document.body.classList.toggle('menu-open', open);
    const close = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [open]);
  return (
    <button
      type="button"
      className="mobile-menu-toggle"
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => setOpen((value) => !value)}
    >
      <span aria-hidden="true">☰</span>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
