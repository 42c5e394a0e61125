'use client';

import { useTranslations } from 'next-intl';
import type { PersonalDetails } from '@/lib/domain/checkout-state';
import type { FieldErrors } from '@/lib/domain/validation-messages';
import { CheckboxField, FormField } from '@/components/ui/form-field';
import { stepScope } from './field-ids';

interface PersonalStepProps {
  details: PersonalDetails;
  errors: FieldErrors;
  onChange: (change: Partial<PersonalDetails>) => void;
  /** A logged-in customer already has an account: no "create an account" choice. */
  offerAccount: boolean;
}

/** First and last name, e-mail, and optionally a password for a new account (spec §5 password rules). */
export function PersonalStepFields({ details, errors, onChange, offerAccount }: PersonalStepProps) {
  const t = useTranslations('Checkout');
  return (
    <>
      <FormField scope={stepScope('personal')} name="firstName" label={t('fields.firstName')} value={details.firstName} error={errors.firstName} autoComplete="given-name" onValue={(firstName) => onChange({ firstName })} />
      <FormField scope={stepScope('personal')} name="lastName" label={t('fields.lastName')} value={details.lastName} error={errors.lastName} autoComplete="family-name" onValue={(lastName) => onChange({ lastName })} />
      <FormField scope={stepScope('personal')} name="emailAddress" type="email" label={t('fields.emailAddress')} value={details.emailAddress} error={errors.emailAddress} autoComplete="email" onValue={(emailAddress) => onChange({ emailAddress })} />
      {offerAccount && (
        <CheckboxField scope={stepScope('personal')} name="createAccount" label={t('fields.createAccount')} checked={details.createAccount} onChecked={(createAccount) => onChange({ createAccount })} />
      )}
      {offerAccount && details.createAccount && (
        <>
          <FormField scope={stepScope('personal')} name="password" type="password" label={t('fields.password')} value={details.password} error={errors.password} autoComplete="new-password" onValue={(password) => onChange({ password })} />
          <FormField scope={stepScope('personal')} name="passwordConfirmation" type="password" label={t('fields.passwordConfirmation')} value={details.passwordConfirmation} error={errors.passwordConfirmation} autoComplete="new-password" onValue={(passwordConfirmation) => onChange({ passwordConfirmation })} />
        </>
      )}
    </>
  );
}
