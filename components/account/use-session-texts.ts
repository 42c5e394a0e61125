'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { userOf } from './session';

/** The session's notifications in the page's language. */
export function useSessionTexts(storeCode: string) {
  const t = useTranslations('Account');
  useEffect(() => {
    userOf(storeCode).store.getState().setTexts({
      loggedOut: t('messages.loggedOut'),
      profileUpdated: t('messages.profileUpdated'),
      passwordChanged: t('messages.passwordChanged'),
      resetOffline: t('messages.resetOffline'),
      resetFailed: t('messages.resetFailed'),
      resetLinkExpired: t('messages.resetLinkExpired'),
      wrongPassword: t('messages.wrongPassword'),
      emailInUse: t('messages.emailInUse'),
      offline: t('failures.offline'),
      unavailable: t('failures.unavailable'),
    });
  }, [storeCode, t]);
}
