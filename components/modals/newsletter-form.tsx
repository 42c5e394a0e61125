'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormField } from '@/components/account/form-field';
import { emailSchema } from '@/lib/domain/validation-messages';

/** Spec §4 newsletter: subscribing stores the address; the promise is 10 % off and free returns within 30 days. */
export function NewsletterForm({ storeCode }: { storeCode: string }) {
  const t = useTranslations('Modals');
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
      <FormField name="email" type="email" autoComplete="email" label={t('fields.emailAddress')} error={error ?? undefined} />
      {state === 'failed' && <p role="alert">{t('failed')}</p>}
      <button type="submit" className="button" disabled={state === 'sending'}>
        {t('subscribe')}
      </button>
    </form>
  );
}
