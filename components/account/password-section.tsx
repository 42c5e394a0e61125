'use client';

import { useTranslations } from 'next-intl';
import { validatePasswordChange } from '@/lib/domain/account-forms';
import { AccountSection } from './account-section';
import { FormField } from '@/components/ui/form-field';
import { NewPasswordFields } from './new-password-fields';
import { userOf } from './session';
import { useValidatedForm } from './use-validated-form';

const FIELDS = ['currentPassword', 'password', 'confirmation'] as const;

/** Spec §8: 'Password has successfully been changed' then automatic login; the server's errorMessage on failure. */
export function PasswordSection({ storeCode }: { storeCode: string }) {
  const t = useTranslations('Account');
  const { formRef, errors, busy, onSubmit } = useValidatedForm(FIELDS, validatePasswordChange, async (values, form) => {
    const changed = await userOf(storeCode).store.getState().changePassword(values.currentPassword ?? '', values.password ?? '');
    if (changed) form.reset();
  });
  return (
    <AccountSection id="password" title={t('sections.password')}>
      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <FormField name="currentPassword" type="password" autoComplete="current-password" label={t('fields.currentPassword')} error={errors.currentPassword} />
        <NewPasswordFields errors={errors} label="newPassword" />
        <button type="submit" className="button" disabled={busy}>
          {t('changePassword')}
        </button>
      </form>
    </AccountSection>
  );
}
