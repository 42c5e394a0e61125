'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { CustomerAddress } from '@/lib/domain/address';
import { formatAddress } from '@/lib/domain/address-form';
import { saveAddress, setDefaultAddress, type AddressDefault } from '@/lib/domain/customer-account';
import { AccountSection } from './account-section';
import { AddressForm } from './address-form';
import { userOf, useUser } from './session';

/** The customer's addresses: add, edit, default shipping and billing (saved through the profile update task). */
export function AddressesSection({ storeCode }: { storeCode: string }) {
  const t = useTranslations('Account');
  const addresses = useUser(storeCode, (state) => state.current?.addresses ?? []);
  /** null: no form; 'new': add; a number: the index edited. */
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const save = (next: CustomerAddress[]) => userOf(storeCode).store.getState().updateProfile({ addresses: next });
  const makeDefault = (index: number, kind: AddressDefault) => void save(setDefaultAddress(addresses, index, kind));

  return (
    <AccountSection id="addresses" title={t('sections.addresses')}>
      {addresses.length === 0 && <p>{t('noAddresses')}</p>}
      <ul className="my-account__addresses">
        {addresses.map((address, index) => (
          <li key={address.id ?? index} data-testid="account-address">
            <p>
              {address.firstname} {address.lastname}, {formatAddress(address)}
            </p>
            <p>
              {address.default_shipping && <span className="badge">{t('defaultShipping')}</span>}{' '}
              {address.default_billing && <span className="badge">{t('defaultBilling')}</span>}
            </p>
            <button type="button" className="link-button" onClick={() => setEditing(index)} aria-label={t('editAddressOf', { address: formatAddress(address) })}>
              {t('editAddress')}
            </button>{' '}
            {!address.default_shipping && (
              <button type="button" className="link-button" onClick={() => makeDefault(index, 'default_shipping')}>
                {t('makeDefaultShipping')}
              </button>
            )}{' '}
            {!address.default_billing && (
              <button type="button" className="link-button" onClick={() => makeDefault(index, 'default_billing')}>
                {t('makeDefaultBilling')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {editing === null ? (
        <button type="button" className="button" onClick={() => setEditing('new')}>
          {t('addAddress')}
        </button>
      ) : (
        <AddressForm
          key={String(editing)}
          address={editing === 'new' ? undefined : addresses[editing]}
          onCancel={() => setEditing(null)}
          onSave={async (address) => {
            if (await save(saveAddress(addresses, address, editing === 'new' ? null : editing))) setEditing(null);
          }}
        />
      )}
    </AccountSection>
  );
}
