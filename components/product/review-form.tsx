'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { ReviewSubmission } from '@/lib/api/feedback';
import type { PurchaseStyles } from './purchase-model';
import styles from './product-page.module.css';

type Field = 'nickname' | 'title' | 'detail';
const FIELDS: Field[] = ['nickname', 'title', 'detail'];

/** Sent as the logged-in customer (their token, refreshed once if it expired) or as a guest. */
async function sendReview(storeCode: string, review: ReviewSubmission): Promise<boolean> {
  // The session (IndexedDB, the sync queue) and the API client (zod) load only when a review is sent: the product page
  // stays light (ADR 0010, ADR 0025).
  const [{ userOf }, { submitReview }] = await Promise.all([import('@/components/account/session'), import('@/lib/api/feedback')]);
  const answer = await userOf(storeCode).store.getState().asShopper((token) => submitReview(review, token));
  return answer.ok;
}

/** Review form (nickname, summary, review); reviews wait for moderation before they are listed. */
export function ReviewForm({ productId, storeCode, purchase }: { productId: number; storeCode: string; purchase: PurchaseStyles }) {
  const t = useTranslations('Product');
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ nickname: '', title: '', detail: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, boolean>>>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  // Until the form has hydrated, typing would be reset and a click would send it as a plain GET form.
  const hydrated = useHydrated();
  const labels: Record<Field, string> = { nickname: t('nickname'), title: t('summary'), detail: t('review') };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = Object.fromEntries(FIELDS.map((field) => [field, values[field].trim() === '']));
    setErrors(missing);
    if (FIELDS.some((field) => missing[field])) {
      const first = FIELDS.find((field) => missing[field]);
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setStatus('sending');
    try {
      const ok = await sendReview(storeCode, { product_id: productId, ...values });
      setStatus(ok ? 'sent' : 'failed');
      if (ok) setValues({ nickname: '', title: '', detail: '' });
    } catch {
      setStatus('failed');
    }
  };

  return (
    <form className={styles.reviewForm} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className={styles.subheading}>
        {t('addReview')}
      </h3>
      {FIELDS.map((field) => {
        const Tag = field === 'detail' ? 'textarea' : 'input';
        return (
          <div key={field} className={styles.field}>
            <label htmlFor={`${id}-${field}`}>{labels[field]} *</label>
            <Tag
              id={`${id}-${field}`}
              className={styles.textInput}
              name={field}
              required
              disabled={!hydrated}
              aria-invalid={errors[field] || undefined}
              aria-describedby={`${id}-${field}-error`}
              value={values[field]}
              onChange={(event) => {
                const value = event.target.value;
                setValues((current) => ({ ...current, [field]: value }));
                if (value.trim() !== '') setErrors((current) => ({ ...current, [field]: false }));
              }}
            />
            <p id={`${id}-${field}-error`} className={purchase.fieldError} aria-live="polite">
              {errors[field] ? t('fieldRequired') : ''}
            </p>
          </div>
        );
      })}
      <button type="submit" className={`${purchase.primaryButton} ${styles.reviewSubmit}`} disabled={!hydrated || status === 'sending'}>
        {t('submitReview')}
      </button>
      <p className={status === 'failed' ? purchase.fieldError : styles.success} role="status">
        {status === 'sent' ? t('reviewSubmitted') : status === 'failed' ? t('somethingWrong') : ''}
      </p>
    </form>
  );
}
