'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { accountFailureText, type AccountFailureText } from '@/lib/domain/account-failures';

/** The texts of the failed logins and registrations a shopper can act on, in the page's language. */
export function useAccountFailureTexts(): Record<AccountFailureText, string> {
  const t = useTranslations('Account.failures');
  return useMemo(
    () => ({
      loginFailed: t('loginFailed'),
      tooManyAttempts: t('tooManyAttempts'),
      emailTaken: t('emailTaken'),
      offline: t('offline'),
      unavailable: t('unavailable'),
    }),
    [t],
  );
}

/** A failed login or registration as the shopper reads it (lib/domain/account-failures.ts). */
export function useAccountFailureText(): (failure: { code: number; message: string }) => string {
  const texts = useAccountFailureTexts();
  return (failure) => {
    const known = accountFailureText(failure);
    return known ? texts[known] : failure.message;
  };
}
