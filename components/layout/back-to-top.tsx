'use client';

import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslations } from 'next-intl';
import { COOKIE_NOTICE_ID } from '@/lib/domain/cookie-claim';

/**
 * The cookie notice's height while it shows, else 0: overlays at the bottom of the screen stay above it (its height
 * depends on the width and the language). Measured here, in code loaded after the page, not by the notice itself,
 * whose code is part of every page's first load.
 */
function useCookieNoticeHeight(): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const notice = document.getElementById(COOKIE_NOTICE_ID);
    if (!notice) return;
    // Also called when the notice is accepted and leaves the document (its size becomes 0).
    const observer = new ResizeObserver(() => setHeight(notice.isConnected ? notice.offsetHeight : 0));
    observer.observe(notice);
    return () => observer.disconnect();
  }, []);
  return height;
}

/** Spec §2/§9: appears after 200 px of scrolling. */
export function BackToTop({ offset = 200 }: { offset?: number }) {
  const t = useTranslations('Shell');
  const [visible, setVisible] = useState(false);
  const noticeHeight = useCookieNoticeHeight();
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
      style={{ '--cookie-notice-height': `${noticeHeight}px` } as CSSProperties}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: 'smooth' });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <span aria-hidden="true">↑</span> {t('backToTop')}
    </button>
  );
}
