'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import styles from './product.module.css';

type Field = 'nickname' | 'title' | 'detail';
const FIELDS: Field[] = ['nickname', 'title', 'detail'];

async function submitReview(review: { product_id: number } & Record<Field, string>): Promise<boolean> {
  const response = await fetch('/api/review/create', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ review }),
  });
  const body = (await response.json().catch(() => null)) as { code?: number } | null;
  return body?.code === 200;
}

/** Review form (nickname, summary, review); reviews wait for moderation before they are listed. */
export function ReviewForm({ productId }: { productId: number }) {
  const t = useTranslations('Product');
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ nickname: '', title: '', detail: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, boolean>>>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
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
      const ok = await submitReview({ product_id: productId, ...values });
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
              aria-invalid={errors[field] || undefined}
              aria-describedby={`${id}-${field}-error`}
              value={values[field]}
              onChange={(event) => {
                const value = event.target.value;
                setValues((current) => ({ ...current, [field]: value }));
                if (value.trim() !== '') setErrors((current) => ({ ...current, [field]: false }));
              }}
            />
            <p id={`${id}-${field}-error`} className={styles.fieldError} aria-live="polite">
              {errors[field] ? t('fieldRequired') : ''}
            </p>
          </div>
        );
      })}
      <button type="submit" className={styles.primaryButton} disabled={status === 'sending'}>
        {t('submitReview')}
      </button>
      <p className={status === 'failed' ? styles.fieldError : styles.success} role="status">
        {status === 'sent' ? t('reviewSubmitted') : status === 'failed' ? t('somethingWrong') : ''}
      </p>
    </form>
  );
}
