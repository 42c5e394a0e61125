'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors } from '@/lib/domain/checkout-validation';
import { useUiStore } from '@/stores/ui-store';
import { CheckboxField } from './checkout-field';

/** The terms and conditions must be accepted before the order is placed. */
export function ReviewStepFields({ accepted, errors, onChange }: { accepted: boolean; errors: FieldErrors; onChange: (accepted: boolean) => void }) {
  const t = useTranslations('Checkout');
  const openModal = useUiStore((state) => state.openModal);
  return (
    <>
      <CheckboxField step="review" field="termsAccepted" label={t('fields.termsAccepted')} checked={accepted} error={errors.termsAccepted} onChecked={onChange} />
      <p>
        <button type="button" className="link-button" onClick={() => openModal('terms')}>
          {t('readTerms')}
        </button>
      </p>
    </>
  );
}
