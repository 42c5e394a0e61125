'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { validateForgotPassword } from '@/lib/domain/account-forms';
import { FormField } from '@/components/ui/form-field';
import { userOf } from './session';
import { useValidatedForm } from './use-validated-form';

const FIELDS = ['email'] as const;

/** Mails a reset link; offline and failures are notifications (spec §8). */
export function ForgotPasswordForm({ storeCode }: { storeCode: string }) {
  const t = useTranslations('Account');
  const [sent, setSent] = useState(false);
  const { formRef, errors, busy, onSubmit } = useValidatedForm(FIELDS, validateForgotPassword, async (values) => {
    setSent(await userOf(storeCode).store.getState().requestPasswordReset(values.email ?? ''));
  });
  if (sent) return <p role="status">{t('resetSent')}</p>;
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={t('forgotPassword')}>
      <p>{t('resetIntro')}</p>
      <FormField name="email" type="email" autoComplete="email" label={t('fields.email')} error={errors.email} />
      <button type="submit" className="button" disabled={busy}>
        {t('sendResetLink')}
      </button>
    </form>
  );
}
