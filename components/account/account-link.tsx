'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useRef, type ReactNode } from 'react';
import { accountHandOverKey, useFocusHandOver } from '@/components/layout/focus-hand-over';
import { useUiStore } from '@/stores/ui-store';
import { useUser } from './session';

/** Spec §2: a link to /my-account when logged in, else a button that opens the login modal. */
export function AccountLink({ storeCode, href, label, icon }: { storeCode: string; href: string; label: string; icon?: ReactNode }) {
  const t = useTranslations('Account');
  const loggedIn = useUser(storeCode, (state) => Boolean(state.token));
  const openModal = useUiStore((state) => state.openModal);
  // It replaces the stand-in of deferred-islands.tsx, and takes its focus.
  const linkRef = useRef<HTMLAnchorElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useFocusHandOver(linkRef, accountHandOverKey(icon));
  useFocusHandOver(buttonRef, accountHandOverKey(icon));
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
      <Link ref={linkRef} href={href} prefetch={false} className={icon ? 'header-link' : undefined}>
        {content}
      </Link>
    );
  return (
    <button ref={buttonRef} type="button" className="link-button" aria-haspopup="dialog" onClick={() => openModal('auth')}>
      {content}
      <span className="visually-hidden"> ({t('login')})</span>
    </button>
  );
}
