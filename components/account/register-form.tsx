'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { validateRegister } from '@/lib/domain/account-forms';
import { FormField } from '@/components/ui/form-field';
import { NewPasswordFields } from './new-password-fields';
import { userOf } from './session';
import { useAccountFailureText } from './use-account-failure-text';
import { useValidatedForm } from './use-validated-form';

const FIELDS = ['email', 'firstname', 'lastname', 'password', 'confirmation'] as const;

/** Register, then automatic login; a failure (e.g. the e-mail taken) shows inline, in the page's language. */
export function RegisterForm({ storeCode, onDone }: { storeCode: string; onDone: () => void }) {
  const t = useTranslations('Account');
  const failureText = useAccountFailureText();
  const [serverError, setServerError] = useState<string | null>(null);
  const { formRef, errors, busy, onSubmit } = useValidatedForm(FIELDS, validateRegister, async (values) => {
    const failure = await userOf(storeCode)
      .store.getState()
      .register({ email: values.email ?? '', firstname: values.firstname ?? '', lastname: values.lastname ?? '', password: values.password ?? '' });
    setServerError(failure && failureText(failure));
    if (!failure) onDone();
  });
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={t('register')}>
      <FormField name="email" type="email" autoComplete="email" label={t('fields.email')} error={errors.email} />
      <FormField name="firstname" autoComplete="given-name" label={t('fields.firstname')} error={errors.firstname} />
      <FormField name="lastname" autoComplete="family-name" label={t('fields.lastname')} error={errors.lastname} />
      <NewPasswordFields errors={errors} label="password" />
      {serverError && <p role="alert" className="form-field__error">{serverError}</p>}
      <button type="submit" className="button" disabled={busy}>
        {t('register')}
      </button>
    </form>
  );
}
