'use client';

import { useTranslations } from 'next-intl';
import { chosenRegion, type AddressFormValues } from '@/lib/domain/address-form';
import { checkoutCountries, regionsOf } from '@/lib/domain/checkout-countries';
import type { FieldErrors } from '@/lib/domain/validation-messages';
import { FormField, SelectField } from '@/components/ui/form-field';

interface AddressFieldsProps {
  /** Prefix of the fields' ids (`${scope}-${field}`): the form focuses its first invalid field by it. */
  scope: string;
  value: AddressFormValues;
  errors: FieldErrors;
  onChange: (change: Partial<AddressFormValues>) => void;
}

type TextFieldName = 'firstName' | 'lastName' | 'streetAddress' | 'apartmentNumber' | 'city' | 'zipCode';

/**
 * The one address form of the shop (account addresses, checkout shipping and billing): name, street and house
 * number, city, zip code, country, the region (a list for countries that have regions, else an optional text) and
 * an optional phone number. Messages come from `validateAddressForm` (lib/domain/address-form.ts).
 */
export function AddressFields({ scope, value, errors, onChange }: AddressFieldsProps) {
  const t = useTranslations('Address');
  const regions = regionsOf(value.country);
  const optional = (label: string) => `${label} ${t('optional')}`;
  const text = (name: TextFieldName, autoComplete: string) => (
    <FormField scope={scope} name={name} label={t(name)} value={value[name]} error={errors[name]} autoComplete={autoComplete} onValue={(typed) => onChange({ [name]: typed })} />
  );
  return (
    <div className="address-fields">
      {text('firstName', 'given-name')}
      {text('lastName', 'family-name')}
      {text('streetAddress', 'address-line1')}
      {text('apartmentNumber', 'address-line2')}
      {text('city', 'address-level2')}
      {text('zipCode', 'postal-code')}
      <SelectField scope={scope} name="country" label={t('country')} value={value.country} error={errors.country} autoComplete="country" onValue={(country) => onChange({ country, state: '', region_id: null })}>
        {checkoutCountries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </SelectField>
      {regions.length > 0 ? (
        <SelectField
          scope={scope}
          name="state"
          label={t('state')}
          value={String(value.region_id ?? '')}
          error={errors.state}
          autoComplete="address-level1"
          onValue={(regionId) => onChange(chosenRegion(value.country, regionId))}
        >
          <option value="">{t('chooseRegion')}</option>
          {regions.map((region) => (
            <option key={region.id} value={region.id}>
              {region.name}
            </option>
          ))}
        </SelectField>
      ) : (
        <FormField scope={scope} name="state" label={optional(t('state'))} value={value.state} error={errors.state} autoComplete="address-level1" onValue={(state) => onChange({ state, region_id: null })} />
      )}
      <FormField scope={scope} name="phoneNumber" type="tel" label={optional(t('phoneNumber'))} value={value.phoneNumber} error={errors.phoneNumber} autoComplete="tel" onValue={(phoneNumber) => onChange({ phoneNumber })} />
    </div>
  );
}
