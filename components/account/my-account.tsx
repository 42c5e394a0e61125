'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { storeCodes } from '@/lib/config/store-views';
import { storedEmailAfterUnsubscribe } from '@/lib/domain/newsletter';
import { storedNewsletterEmail, storeNewsletterEmail } from '@/lib/offline/newsletter-email';
import { useUiStore } from '@/stores/ui-store';
import { AddressesSection } from './addresses-section';
import { NewsletterSection } from './newsletter-section';
import { OrdersSection } from './orders-section';
import { PasswordSection } from './password-section';
import { PrivacySection } from './privacy-section';
import { ProfileSection } from './profile-section';
import { notifyShopper, userOf, useUser } from './session';

const ACCOUNT_SECTIONS = ['profile', 'addresses', 'password', 'newsletter', 'orders'] as const;

/** /my-account: login required (spec §2); the sections of the customer's account. */
export function MyAccount({ storeCode, homeHref }: { storeCode: string; homeHref: string }) {
  const t = useTranslations('Account');
  const tPrivacy = useTranslations('AccountPrivacy');
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

  /**
   * The account was erased: every store view's session of this customer in this browser ends (its cart, wishlist,
   * compare list and checkout details cleared), the browser forgets its newsletter e-mail if it was theirs (the
   * subscription was erased), and the shopper lands on the home page, signed out, told so.
   */
  async function accountDeleted() {
    setLeaving(true);
    const { id: customerId, email } = userOf(storeCode).store.getState().current ?? {};
    if (email) storeNewsletterEmail(storedEmailAfterUnsubscribe(storedNewsletterEmail(), email));
    await Promise.all(
      storeCodes.map(async (code) => {
        const session = userOf(code);
        await session.loaded;
        const state = session.store.getState();
        if (code === storeCode || (customerId !== undefined && state.current?.id === customerId)) await state.logout({ silent: true });
      }),
    );
    notifyShopper({ type: 'success', message: tPrivacy('deleted') });
    router.push(homeHref);
  }

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
          <li>
            <a href="#account-privacy">{tPrivacy('title')}</a>
          </li>
        </ul>
      </nav>
      <ProfileSection storeCode={storeCode} />
      <AddressesSection storeCode={storeCode} />
      <PasswordSection storeCode={storeCode} />
      <NewsletterSection storeCode={storeCode} />
      <OrdersSection storeCode={storeCode} />
      <PrivacySection storeCode={storeCode} onDeleted={accountDeleted} />
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
