'use client';

import { useId, useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { useTranslations } from 'next-intl';
import { useUser } from '@/components/account/session';
import { requestStockAlert } from '@/lib/api/stock-alerts';
import { IN_STOCK_MESSAGE } from '@/lib/domain/stock-alert';
import { validationMessageRef } from '@/lib/domain/validation-message-keys';
import { emailSchema } from '@/lib/domain/validation-messages';
import styles from './stock-alert.module.css';

type Outcome = { kind: 'done'; email: string } | { kind: 'error'; message: string } | null;

/**
 * "Notify me when it's back" (ADR 0047) under an out-of-stock product or variant: one e-mail field (the customer's
 * address when logged in), sent to /api/stock-alerts. The outcome is announced; a field error is tied to the field.
 */
export function StockAlertForm({ storeCode, sku, name }: { storeCode: string; sku: string; name: string }) {
  const t = useTranslations('StockAlert');
  const tv = useTranslations('Validation');
  const id = useId();
  const customerEmail = useUser(storeCode, (state) => state.current?.email ?? '');
  const [typed, setTyped] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const email = typed ?? customerEmail;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = z.safeParse(emailSchema, email);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? '';
      const ref = validationMessageRef(message);
      setFieldError(ref ? tv(ref.key, ref.values) : message);
      (event.currentTarget.elements.namedItem('email') as HTMLInputElement | null)?.focus();
      return;
    }
    setFieldError(null);
    setSending(true);
    const answer = await requestStockAlert(storeCode, parsed.data, sku);
    setSending(false);
    if (answer.ok) setOutcome({ kind: 'done', email: parsed.data });
    else if (answer.code === 0) setOutcome({ kind: 'error', message: navigator.onLine ? t('failed') : t('offline') });
    else if (answer.code === 429) setOutcome({ kind: 'error', message: t('tooMany') });
    else if (answer.code === 400 && answer.message === IN_STOCK_MESSAGE) setOutcome({ kind: 'error', message: t('inStock') });
    else setOutcome({ kind: 'error', message: answer.message });
  };

  const titleId = `${id}-title`;
  const errorId = `${id}-error`;
  return (
    <section className={styles.alert} aria-labelledby={titleId} data-testid="stock-alert">
      <h2 id={titleId} className={styles.title}>
        {t('title')}
      </h2>
      {outcome?.kind === 'done' ? (
        <p role="status" className={styles.done}>
          {t('done', { email: outcome.email })}
        </p>
      ) : (
        <form noValidate onSubmit={submit} className={styles.form}>
          <p className={styles.intro}>{t('intro', { name })}</p>
          <label htmlFor={`${id}-email`} className={styles.label}>
            {t('email')}
          </label>
          <div className={styles.fields}>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              className={styles.input}
              value={email}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? errorId : undefined}
              onChange={(event) => {
                setTyped(event.target.value);
                setFieldError(null);
              }}
            />
            <button type="submit" className={styles.submit} disabled={sending}>
              {sending ? t('sending') : t('submit')}
            </button>
          </div>
          {fieldError && (
            <p id={errorId} className={styles.error}>
              {fieldError}
            </p>
          )}
          <p role="alert" className={styles.error}>
            {outcome?.kind === 'error' ? outcome.message : ''}
          </p>
          <p className={styles.privacy}>{t('privacy')}</p>
        </form>
      )}
    </section>
  );
}
