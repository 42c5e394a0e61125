'use client';

import { useTranslations } from 'next-intl';
import { checkoutCountries, regionsOf } from '@/lib/domain/checkout-countries';
import type { ShippingDetails } from '@/lib/domain/checkout-state';
import type { FieldErrors } from '@/lib/domain/checkout-validation';
import { FieldError, fieldId, TextField } from './checkout-field';

type AddressValue = Pick<ShippingDetails, 'firstName' | 'lastName' | 'country' | 'streetAddress' | 'apartmentNumber' | 'city' | 'state' | 'region_id' | 'zipCode' | 'phoneNumber'>;

interface AddressFieldsProps {
  step: 'shipping' | 'payment';
  address: AddressValue;
  errors: FieldErrors;
  onChange: (change: Partial<AddressValue>) => void;
}

/** Name, street, city, zip code, country and region (a list for countries with regions), phone. */
export function AddressFields({ step, address, errors, onChange }: AddressFieldsProps) {
  const t = useTranslations('Checkout');
  const regions = regionsOf(address.country);
  const countryId = fieldId(step, 'country');
  const stateId = fieldId(step, 'state');
  const text = (field: 'firstName' | 'lastName' | 'streetAddress' | 'apartmentNumber' | 'city' | 'zipCode', autoComplete: string) => (
    <TextField step={step} field={field} label={t(`fields.${field}`)} value={address[field]} error={errors[field]} autoComplete={autoComplete} onValue={(value) => onChange({ [field]: value })} />
  );
  return (
    <div className="checkout-address">
      {text('firstName', 'given-name')}
      {text('lastName', 'family-name')}
      {text('streetAddress', 'address-line1')}
      {text('apartmentNumber', 'address-line2')}
      {text('city', 'address-level2')}
      {text('zipCode', 'postal-code')}
      <p className="form-field">
        <label htmlFor={countryId}>{t('fields.country')}</label>
        <select
          id={countryId}
          name="country"
          value={address.country}
          autoComplete="country"
          aria-invalid={Boolean(errors.country)}
          aria-describedby={errors.country ? `${countryId}-error` : undefined}
          onChange={(event) => onChange({ country: event.target.value, state: '', region_id: null })}
        >
          {checkoutCountries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
        <FieldError id={countryId} error={errors.country} />
      </p>
      {regions.length > 0 ? (
        <p className="form-field">
          <label htmlFor={stateId}>{t('fields.state')}</label>
          <select
            id={stateId}
            name="state"
            value={address.region_id ?? ''}
            autoComplete="address-level1"
            onChange={(event) => {
              const region = regions.find((entry) => String(entry.id) === event.target.value);
              onChange({ state: region?.name ?? '', region_id: region?.id ?? null });
            }}
          >
            <option value="">{t('chooseRegion')}</option>
            {regions.map((region) => (
              <option key={region.id} value={region.id}>
                {region.name}
              </option>
            ))}
          </select>
        </p>
      ) : (
        <TextField step={step} field="state" label={`${t('fields.state')} ${t('optional')}`} value={address.state} autoComplete="address-level1" onValue={(value) => onChange({ state: value, region_id: null })} />
      )}
      <TextField step={step} field="phoneNumber" type="tel" label={`${t('fields.phoneNumber')} ${t('optional')}`} value={address.phoneNumber} autoComplete="tel" onValue={(value) => onChange({ phoneNumber: value })} />
    </div>
  );
}
