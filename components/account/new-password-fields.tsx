'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors } from '@/lib/domain/validation-messages';
import { FormField } from '@/components/ui/form-field';

/** A new password and its repetition (register, create password, change password): spec §5 password rules. */
export function NewPasswordFields({ errors, label }: { errors: FieldErrors; label: 'password' | 'newPassword' }) {
  const t = useTranslations('Account');
  return (
    <>
      <FormField name="password" type="password" autoComplete="new-password" label={t(`fields.${label}`)} error={errors.password} />
      <FormField name="confirmation" type="password" autoComplete="new-password" label={t('fields.confirmation')} error={errors.confirmation} />
    </>
  );
}
