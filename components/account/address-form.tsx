'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ADDRESS_FIELDS, validateAddressForm } from '@/lib/domain/account-forms';
import { checkoutCountries, regionsOf } from '@/lib/domain/checkout-countries';
import { addressRegion, regionIdOf, type CustomerAddress } from '@/lib/domain/customer-account';
import { useValidationText } from '@/components/ui/use-validation-text';
import { FormField } from './form-field';
import { useValidatedForm } from './use-validated-form';

/** Adds or edits one address with the fields checkout reads (street and house number, country and region). */
export function AddressForm({ address, onSave, onCancel }: { address?: CustomerAddress; onSave: (address: CustomerAddress) => Promise<void>; onCancel: () => void }) {
  const t = useTranslations('Account');
  const translate = useValidationText();
  const countryId = useId();
  const regionId = useId();
  const [country, setCountry] = useState(address?.country_id ?? 'US');
  const regions = regionsOf(country);
  const { formRef, errors, busy, onSubmit } = useValidatedForm(ADDRESS_FIELDS, validateAddressForm, async (values) => {
    const region = regions.find((entry) => String(entry.id) === values.region_id);
    await onSave({
      firstname: values.firstname?.trim() ?? '',
      lastname: values.lastname?.trim() ?? '',
      street: [values.street?.trim() ?? '', values.apartment?.trim() ?? ''],
      city: values.city?.trim() ?? '',
      postcode: values.postcode?.trim() ?? '',
      country_id: country,
      ...addressRegion(region),
      telephone: values.telephone?.trim() || null,
      default_shipping: address?.default_shipping ?? false,
      default_billing: address?.default_billing ?? false,
    });
  });
  const text = (field: 'firstname' | 'lastname' | 'street' | 'apartment' | 'city' | 'postcode' | 'telephone', autoComplete: string, value?: string | null) => (
    <FormField name={field} autoComplete={autoComplete} label={t(`fields.${field}`)} defaultValue={value ?? ''} error={errors[field]} />
  );
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={address ? t('editAddress') : t('addAddress')}>
      {text('firstname', 'given-name', address?.firstname)}
      {text('lastname', 'family-name', address?.lastname)}
      {text('street', 'address-line1', address?.street[0])}
      {text('apartment', 'address-line2', address?.street[1])}
      {text('city', 'address-level2', address?.city)}
      {text('postcode', 'postal-code', address?.postcode)}
      <p className="form-field">
        <label htmlFor={countryId}>{t('fields.country_id')}</label>
        <select id={countryId} name="country_id" value={country} autoComplete="country" onChange={(event) => setCountry(event.target.value)}>
          {checkoutCountries.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {entry.name}
            </option>
          ))}
        </select>
      </p>
      {regions.length > 0 && (
        <p className="form-field">
          <label htmlFor={regionId}>{t('fields.region_id')}</label>
          <select
            id={regionId}
            name="region_id"
            key={country}
            defaultValue={String(regionIdOf(address) ?? '')}
            autoComplete="address-level1"
            aria-invalid={Boolean(errors.region_id)}
            aria-describedby={errors.region_id ? `${regionId}-error` : undefined}
          >
            <option value="">{t('chooseRegion')}</option>
            {regions.map((region) => (
              <option key={region.id} value={region.id}>
                {region.name}
              </option>
            ))}
          </select>
          {errors.region_id && (
            <span id={`${regionId}-error`} className="form-field__error" role="alert">
              {translate(errors.region_id)}
            </span>
          )}
        </p>
      )}
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
