'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { emailSchema } from '@/lib/domain/validation-messages';

/** Spec §4 newsletter: subscribing stores the address; the promise is 10 % off and free returns within 30 days. */
export function NewsletterForm({ storeCode }: { storeCode: string }) {
  const t = useTranslations('Modals');
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  if (state === 'sent') return <p role="status">{t('subscribed')}</p>;
  return (
    <form
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const email = String(new FormData(event.currentTarget).get('email') ?? '');
        const parsed = emailSchema.safeParse(email);
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message ?? null);
          event.currentTarget.querySelector('input')?.focus();
          return;
        }
        setError(null);
        setState('sending');
        const response = await fetch(`/api/ext/mailchimp-subscribe/subscribe?storeCode=${storeCode}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: parsed.data }),
        }).catch(() => null);
        if (response?.ok) localStorage.setItem('newsletter:email', parsed.data);
        setState(response?.ok ? 'sent' : 'failed');
      }}
    >
      <p>{t('newsletterPromise')}</p>
      <p className="form-field">
        <label htmlFor={id}>{t('fields.emailAddress')}</label>
        <input id={id} name="email" type="email" autoComplete="email" aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} />
        {error && (
          <span id={`${id}-error`} className="form-field__error" role="alert">
            {error}
          </span>
        )}
      </p>
      {state === 'failed' && <p role="alert">{t('failed')}</p>}
      <button type="submit" className="button" disabled={state === 'sending'}>
        {t('subscribe')}
      </button>
    </form>
  );
}
