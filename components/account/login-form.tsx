'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { validateLogin } from '@/lib/domain/account-forms';
import { FormField } from '@/components/ui/form-field';
import { userOf } from './session';
import { useAccountFailureText } from './use-account-failure-text';
import { useValidatedForm } from './use-validated-form';

const FIELDS = ['email', 'password'] as const;

export function LoginForm({ storeCode, onDone }: { storeCode: string; onDone: () => void }) {
  const t = useTranslations('Account');
  const failureText = useAccountFailureText();
  const [serverError, setServerError] = useState<string | null>(null);
  const { formRef, errors, busy, onSubmit } = useValidatedForm(FIELDS, validateLogin, async (values) => {
    const failure = await userOf(storeCode).store.getState().login(values.email ?? '', values.password ?? '');
    setServerError(failure && failureText(failure));
    if (!failure) onDone();
  });
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={t('login')}>
      <FormField name="email" type="email" autoComplete="email" label={t('fields.email')} error={errors.email} />
      <FormField name="password" type="password" autoComplete="current-password" label={t('fields.password')} error={errors.password} />
      {serverError && <p role="alert" className="form-field__error">{serverError}</p>}
      <button type="submit" className="button" disabled={busy}>
        {t('login')}
      </button>
    </form>
  );
}
