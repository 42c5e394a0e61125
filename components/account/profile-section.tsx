'use client';

import { useTranslations } from 'next-intl';
import { validateProfile } from '@/lib/domain/account-forms';
import { AccountSection } from './account-section';
import { FormField } from '@/components/ui/form-field';
import { userOf, useUser } from './session';
import { useValidatedForm } from './use-validated-form';

const FIELDS = ['firstname', 'lastname', 'email'] as const;

/** Spec §4 Profile update: a queued task; 200 → 'Account data has successfully been updated'. */
export function ProfileSection({ storeCode }: { storeCode: string }) {
  const t = useTranslations('Account');
  const profile = useUser(storeCode, (state) => state.current);
  const { formRef, errors, busy, onSubmit } = useValidatedForm(FIELDS, validateProfile, async (values) => {
    await userOf(storeCode).store.getState().updateProfile({ firstname: values.firstname, lastname: values.lastname, email: values.email });
  });
  if (!profile) return null;
  return (
    <AccountSection id="profile" title={t('sections.profile')}>
      <form ref={formRef} noValidate onSubmit={onSubmit} key={`${profile.firstname}|${profile.lastname}|${profile.email}`}>
        <FormField name="firstname" autoComplete="given-name" label={t('fields.firstname')} defaultValue={profile.firstname} error={errors.firstname} />
        <FormField name="lastname" autoComplete="family-name" label={t('fields.lastname')} defaultValue={profile.lastname} error={errors.lastname} />
        <FormField name="email" type="email" autoComplete="email" label={t('fields.email')} defaultValue={profile.email} error={errors.email} />
        <button type="submit" className="button" disabled={busy}>
          {t('saveProfile')}
        </button>
      </form>
    </AccountSection>
  );
}
