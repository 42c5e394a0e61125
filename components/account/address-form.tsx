'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import type { CustomerAddress } from '@/lib/domain/address';
import { addressFormOf, customerAddressOf, validateAddressForm } from '@/lib/domain/address-form';
import type { FieldErrors } from '@/lib/domain/validation-messages';
import { AddressFields } from '@/components/address/address-fields';
import { fieldIdOf } from '@/components/ui/form-field';

/** A new address starts in this country (the region list is the first thing a shopper of the default store sees). */
const NEW_ADDRESS_COUNTRY = 'US';

/** Adds or edits one saved address: the checkout's address fields, a region required where the country has regions. */
export function AddressForm({ address, onSave, onCancel }: { address?: CustomerAddress; onSave: (address: CustomerAddress) => Promise<void>; onCancel: () => void }) {
  const t = useTranslations('Account');
  const scope = useId();
  const [values, setValues] = useState(() => addressFormOf(address ?? {}, NEW_ADDRESS_COUNTRY));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateAddressForm(values, { regionRequired: true });
    setErrors(found);
    const invalid = Object.keys(found)[0];
    if (invalid) {
      document.getElementById(fieldIdOf(scope, invalid))?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSave(customerAddressOf(values, address));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-label={address ? t('editAddress') : t('addAddress')}>
      <AddressFields scope={scope} value={values} errors={errors} onChange={(change) => setValues((current) => ({ ...current, ...change }))} />
      <button type="submit" className="button" disabled={busy}>
        {t('saveAddress')}
      </button>{' '}
      <button type="button" className="link-button" onClick={onCancel}>
        {t('cancel')}
      </button>
    </form>
  );
}
