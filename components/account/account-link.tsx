'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useUiStore } from '@/stores/ui-store';
import { useUser } from './session';

/** Spec §2: a link to /my-account when logged in, else a button that opens the login modal. */
export function AccountLink({ storeCode, href, label, icon }: { storeCode: string; href: string; label: string; icon?: ReactNode }) {
  const t = useTranslations('Account');
  const loggedIn = useUser(storeCode, (state) => Boolean(state.token));
  const openModal = useUiStore((state) => state.openModal);
  const content = icon ? (
    <>
      {icon}
      <span className="header-link__label">{label}</span>
    </>
  ) : (
    label
  );
  if (loggedIn)
    return (
      <Link href={href} prefetch={false} className={icon ? 'header-link' : undefined}>
        {content}
      </Link>
    );
  return (
    <button type="button" className="link-button" aria-haspopup="dialog" onClick={() => openModal('auth')}>
      {content}
      <span className="visually-hidden"> ({t('login')})</span>
    </button>
  );
}
