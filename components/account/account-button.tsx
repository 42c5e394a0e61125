'use client';

import { useEffect, type ReactNode } from 'react';
import { AccountLink } from './account-link';
import { useSessionTexts } from './use-session-texts';
import { userOf } from './session';

/**
 * The header's account icon (spec §2). It lives on every shop page, so it also starts the session (restore,
 * profile, order history) and sends queued profile updates when back online.
 */
export function AccountButton({ storeCode, href, label, icon }: { storeCode: string; href: string; label: string; icon?: ReactNode }) {
  useSessionTexts(storeCode);
  useEffect(() => {
    const session = userOf(storeCode);
    void session.store.getState().startSession();
    void session.queue.run();
    const onOnline = () => void session.queue.run();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [storeCode]);
  return <AccountLink storeCode={storeCode} href={href} label={label} icon={icon} />;
}
