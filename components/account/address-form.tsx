'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { ADDRESS_FIELDS, validateAddressForm } from '@/lib/domain/account-forms';
import type { CustomerAddress } from '@/lib/domain/customer-account';
import { FormField } from './form-field';
import { useValidatedForm } from './use-validated-form';

const COUNTRIES = ['US', 'DE', 'IT', 'PL', 'GB', 'FR'] as const;

/** Adds or edits one address (street as one line). */
export function AddressForm({ address, onSave, onCancel }: { address?: CustomerAddress; onSave: (address: CustomerAddress) => Promise<void>; onCancel: () => void }) {
  const t = useTranslations('Account');
  const countryId = useId();
  const { formRef, errors, busy, onSubmit } = useValidatedForm(ADDRESS_FIELDS, validateAddressForm, async (values) => {
    await onSave({
      firstname: values.firstname?.trim() ?? '',
      lastname: values.lastname?.trim() ?? '',
      street: [values.street?.trim() ?? ''],
      city: values.city?.trim() ?? '',
      postcode: values.postcode?.trim() ?? '',
      country_id: values.country_id ?? 'US',
      region_code: values.region_code?.trim() || null,
      telephone: values.telephone?.trim() || null,
      default_shipping: address?.default_shipping ?? false,
      default_billing: address?.default_billing ?? false,
    });
  });
  const text = (field: (typeof ADDRESS_FIELDS)[number], autoComplete: string, value?: string | null) => (
    <FormField name={field} autoComplete={autoComplete} label={t(`fields.${field}`)} defaultValue={value ?? ''} error={errors[field]} />
  );
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={address ? t('editAddress') : t('addAddress')}>
      {text('firstname', 'given-name', address?.firstname)}
      {text('lastname', 'family-name', address?.lastname)}
      {text('street', 'street-address', address?.street.join(' '))}
      {text('city', 'address-level2', address?.city)}
      {text('postcode', 'postal-code', address?.postcode)}
      <p className="form-field">
        <label htmlFor={countryId}>{t('fields.country_id')}</label>
        <select id={countryId} name="country_id" defaultValue={address?.country_id ?? 'US'} autoComplete="country">
          {COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </p>
      {text('region_code', 'address-level1', address?.region_code)}
      {text('telephone', 'tel', address?.telephone)}
      <button type="submit" className="button" disabled={busy}>
        {t('saveAddress')}
      </button>{' '}
      <button type="button" className="link-button" onClick={onCancel}>
        {t('cancel')}
      </button>
    </form>
  );
}
