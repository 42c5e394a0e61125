'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors } from '@/lib/domain/validation-messages';
import { useUiStore } from '@/stores/ui-store';
import { CheckboxField } from '@/components/ui/form-field';
import { stepScope } from './field-ids';

/** The terms and conditions must be accepted before the order is placed. */
export function ReviewStepFields({ accepted, errors, onChange }: { accepted: boolean; errors: FieldErrors; onChange: (accepted: boolean) => void }) {
  const t = useTranslations('Checkout');
  const openModal = useUiStore((state) => state.openModal);
  return (
    <>
      <CheckboxField scope={stepScope('review')} name="termsAccepted" label={t('fields.termsAccepted')} checked={accepted} error={errors.termsAccepted} onChecked={onChange} />
      <p>
        <button type="button" className="link-button" onClick={() => openModal('terms')}>
          {t('readTerms')}
        </button>
      </p>
    </>
  );
}
