'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { shippingMethodValue } from '@/lib/domain/checkout-order';
import type { ShippingDetails } from '@/lib/domain/checkout-state';
import type { FieldErrors } from '@/lib/domain/validation-messages';
import type { PriceFormat } from '@/lib/domain/price-format';
import { formatPrice } from '@/lib/domain/price-format';
import { AddressFields } from '@/components/address/address-fields';
import { FieldError } from '@/components/ui/form-field';
import { fieldId, stepScope } from './field-ids';
import { useCartContext, useShippingMethods } from './use-checkout-queries';

const NO_METHODS: never[] = [];

interface ShippingStepProps {
  storeCode: string;
  priceFormat: PriceFormat;
  details: ShippingDetails;
  errors: FieldErrors;
  onChange: (change: Partial<ShippingDetails>) => void;
}

/** The shipping address and the methods that ship there; the default courier is preselected. */
export function ShippingStepFields({ storeCode, priceFormat, details, errors, onChange }: ShippingStepProps) {
  const t = useTranslations('Checkout');
  const { isVirtual } = useCartContext(storeCode);
  const methods = useShippingMethods(storeCode, details);
  const list = methods.data ?? NO_METHODS;
  const chosen = details.shippingMethod;

  useEffect(() => {
    if (list.length === 0 || list.some((method) => shippingMethodValue(method) === chosen)) return;
    const preselected = list.find((method) => method.default) ?? list[0];
    if (preselected) onChange({ shippingMethod: shippingMethodValue(preselected) });
  }, [list, chosen, onChange]);

  const groupId = fieldId('shipping', 'shippingMethod');
  return (
    <>
      <AddressFields scope={stepScope('shipping')} value={details} errors={errors} onChange={onChange} />
      {isVirtual ? (
        <p>{t('noShippingNeeded')}</p>
      ) : (
        <fieldset className="checkout-methods" aria-describedby={errors.shippingMethod ? `${groupId}-error` : undefined}>
          <legend>{t('shippingMethod')}</legend>
          {methods.isPending && <p role="status">{t('loadingMethods')}</p>}
          {methods.isError && <p role="alert">{t('methodsFailed')}</p>}
          {list.map((method, index) => {
            const value = shippingMethodValue(method);
            const id = index === 0 ? groupId : `${groupId}-${value}`;
            return (
              <p key={value} className="checkout-method">
                <input type="radio" id={id} name="shippingMethod" value={value} checked={chosen === value} onChange={() => onChange({ shippingMethod: value })} />{' '}
                <label htmlFor={id}>
                  {method.carrier_title} – {method.method_title}: {formatPrice(method.price_incl_tax ?? method.amount, priceFormat)}
                </label>
              </p>
            );
          })}
          <FieldError id={groupId} error={errors.shippingMethod} />
        </fieldset>
      )}
    </>
  );
}
