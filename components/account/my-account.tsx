'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useUiStore } from '@/stores/ui-store';
import { AddressesSection } from './addresses-section';
import { NewsletterSection } from './newsletter-section';
import { OrdersSection } from './orders-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { userOf, useUser } from './session';

const ACCOUNT_SECTIONS = ['profile', 'addresses', 'password', 'newsletter', 'orders'] as const;

/** /my-account: login required (spec §2); the sections of the customer's account. */
export function MyAccount({ storeCode, homeHref }: { storeCode: string; homeHref: string }) {
  const t = useTranslations('Account');
  const router = useRouter();
  const isLoaded = useUser(storeCode, (state) => state.isLoaded);
  const loggedIn = useUser(storeCode, (state) => Boolean(state.token));
  const hasProfile = useUser(storeCode, (state) => Boolean(state.current));
  const openModal = useUiStore((state) => state.openModal);
  /** Logging out here leaves for the home page: no login modal on the way. */
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (isLoaded && !loggedIn && !leaving) openModal('auth');
  }, [isLoaded, leaving, loggedIn, openModal]);

  if (leaving) return null;
  if (!isLoaded) return <p role="status">{t('loading')}</p>;
  if (!loggedIn) return <p role="alert">{t('loginRequired')}</p>;
  if (!hasProfile) return <p role="status">{t('loading')}</p>;

  return (
    <div className="my-account">
      <nav aria-label={t('sectionsNavigation')}>
        <ul className="my-account__tabs">
          {ACCOUNT_SECTIONS.map((section) => (
            <li key={section}>
              <a href={`#account-${section}`}>{t(`sections.${section}`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <ProfileSection storeCode={storeCode} />
      <AddressesSection storeCode={storeCode} />
      <PasswordSection storeCode={storeCode} />
      <NewsletterSection storeCode={storeCode} />
      <OrdersSection storeCode={storeCode} />
      <button
        type="button"
        className="button"
        onClick={async () => {
          setLeaving(true);
          await userOf(storeCode).store.getState().logout();
          router.push(homeHref);
        }}
      >
        {t('logout')}
      </button>
    </div>
  );
}
