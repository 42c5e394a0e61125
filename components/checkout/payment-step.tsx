'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import type { PaymentDetails } from '@/lib/domain/checkout-state';
import type { FieldErrors } from '@/lib/domain/validation-messages';
import { AddressFields } from '@/components/address/address-fields';
import { CheckboxField, FieldError, FormField } from '@/components/ui/form-field';
import { fieldId, stepScope } from './field-ids';
import { PaypalButton } from './paypal-button';
import { useCartContext, usePaymentMethods, usePaymentProviderConfig } from './use-checkout-queries';

interface PaymentStepProps {
  storeCode: string;
  details: PaymentDetails;
  errors: FieldErrors;
  onChange: (change: Partial<PaymentDetails>) => void;
}

/**
 * The billing address (or a copy of the shipping one), company and tax id, the payment methods of the API, and PayPal's
 * buttons when the shop has a PayPal client id (spec §7; without one neither the button nor its script is there).
 */
export function PaymentStepFields({ storeCode, details, errors, onChange }: PaymentStepProps) {
  const t = useTranslations('Checkout');
  const { isVirtual, cart } = useCartContext(storeCode);
  const methods = usePaymentMethods(storeCode);
  const provider = usePaymentProviderConfig(storeCode).data;
  // Spec §4: cash on delivery is hidden for a virtual cart (the API already leaves it out; this guards the client's view).
  const list = (methods.data ?? []).filter((method) => !(isVirtual && method.code === 'cashondelivery'));
  const chosen = details.paymentMethod;

  useEffect(() => {
    if (list.length === 0 || list.some((method) => method.code === chosen)) return;
    onChange({ paymentMethod: list[0]!.code });
  }, [list, chosen, onChange]);

  const groupId = fieldId('payment', 'paymentMethod');
  return (
    <>
      <CheckboxField scope={stepScope('payment')} name="sameAsShipping" label={t('fields.sameAsShipping')} checked={details.sameAsShipping} onChecked={(sameAsShipping) => onChange({ sameAsShipping })} />
      {!details.sameAsShipping && <AddressFields scope={stepScope('payment')} value={details} errors={errors} onChange={onChange} />}
      <FormField scope={stepScope('payment')} name="company" label={`${t('fields.company')} ${t('optional')}`} value={details.company} autoComplete="organization" onValue={(company) => onChange({ company })} />
      <FormField scope={stepScope('payment')} name="taxId" label={`${t('fields.taxId')} ${t('optional')}`} value={details.taxId} error={errors.taxId} onValue={(taxId) => onChange({ taxId })} />
      <fieldset className="checkout-methods" aria-describedby={errors.paymentMethod ? `${groupId}-error` : undefined}>
        <legend>{t('paymentMethod')}</legend>
        {methods.isPending && <p role="status">{t('loadingMethods')}</p>}
        {methods.isError && <p role="alert">{t('methodsFailed')}</p>}
        {list.map((method, index) => {
          const id = index === 0 ? groupId : `${groupId}-${method.code}`;
          return (
            <p key={method.code} className="checkout-method">
              <input type="radio" id={id} name="paymentMethod" value={method.code} checked={chosen === method.code} onChange={() => onChange({ paymentMethod: method.code })} />{' '}
              <label htmlFor={id}>{method.title}</label>
            </p>
          );
        })}
        <FieldError id={groupId} error={errors.paymentMethod} />
      </fieldset>
      {provider?.clientId && (
        <PaypalButton
          storeCode={storeCode}
          clientId={provider.clientId}
          currency={provider.currency}
          cartId={cart?.cartId ?? null}
          onApproved={(order) => onChange({ paymentMethod: 'paypal', paymentMethodAdditional: { paypal_order_id: order.id, paypal_status: order.status } })}
        />
      )}
    </>
  );
}
