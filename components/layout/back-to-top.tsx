'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';

/** Spec §2/§9: appears after 200 px of scrolling. */
export function BackToTop({ offset = 200 }: { offset?: number }) {
  const t = useTranslations('Shell');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="back-to-top"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: 'smooth' });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <span aria-hidden="true">↑</span> {t('backToTop')}
    </button>
  );
}
