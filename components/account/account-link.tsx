'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useUiStore } from '@/stores/ui-store';
import { useUser } from './session';

/** Spec §2: a link to /my-account when logged in, else a button that opens the login modal. */
export function AccountLink({ storeCode, href, label }: { storeCode: string; href: string; label: string }) {
  const t = useTranslations('Account');
  const loggedIn = useUser(storeCode, (state) => Boolean(state.token));
  const openModal = useUiStore((state) => state.openModal);
  if (loggedIn) return <Link href={href}>{label}</Link>;
  return (
    <button type="button" className="link-button" aria-haspopup="dialog" onClick={() => openModal('auth')}>
      {label}
      <span className="visually-hidden"> ({t('login')})</span>
    </button>
  );
}
