'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useUiStore } from '@/stores/ui-store';
import { useSessionTexts } from './use-session-texts';
import { userOf, useUser, wireCartAuth } from './session';

/**
 * Spec §2 account icon: /my-account when logged in, else the login modal. It lives on every shop page, so it also
 * starts the session (restore, profile, order history) and sends queued profile updates when back online.
 */
export function AccountButton({ storeCode, href, label }: { storeCode: string; href: string; label: string }) {
  const t = useTranslations('Account');
  const loggedIn = useUser(storeCode, (state) => Boolean(state.token));
  const openModal = useUiStore((state) => state.openModal);
  useSessionTexts(storeCode);
  useEffect(() => {
    wireCartAuth(storeCode);
    const session = userOf(storeCode);
    void session.store.getState().startSession();
    void session.queue.run();
    const onOnline = () => void session.queue.run();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [storeCode]);
  if (loggedIn) return <Link href={href}>{label}</Link>;
  return (
    <button type="button" className="link-button" aria-haspopup="dialog" onClick={() => openModal('auth')}>
      {label}
      <span className="visually-hidden"> ({t('login')})</span>
    </button>
  );
}
