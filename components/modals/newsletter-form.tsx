'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { newsletterStatus, setNewsletter } from '@/lib/api/user';
import { newsletterSubscribeAction } from '@/lib/domain/newsletter';
import { emailSchema } from '@/lib/domain/validation-messages';
import { storedNewsletterEmail, storeNewsletterEmail } from '@/lib/offline/newsletter-email';

type FormState = 'idle' | 'sending' | 'sent' | 'already' | 'failed';

/**
 * Spec §4 newsletter: subscribing stores the address locally; subscribing an address that is already subscribed (stored
 * here, or known to the server) does nothing but say so. The promise: 10 % off and free returns within 30 days.
 */
export function NewsletterForm({ storeCode }: { storeCode: string }) {
  const t = useTranslations('Modals');
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<FormState>('idle');
  if (state === 'sent') return <p role="status">{t('subscribed')}</p>;
  if (state === 'already') return <p role="status">{t('alreadySubscribed')}</p>;
  return (
    <form
      noValidate
      aria-busy={state === 'sending'}
      onSubmit={async (event) => {
        event.preventDefault();
        const input = event.currentTarget.querySelector('input');
        const parsed = emailSchema.safeParse(String(new FormData(event.currentTarget).get('email') ?? ''));
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message ?? null);
          input?.focus();
          return;
        }
        const email = parsed.data;
        setError(null);
        let action = newsletterSubscribeAction(email, { storedEmail: storedNewsletterEmail() });
        if (action === 'ask-server') {
          setState('sending');
          action = newsletterSubscribeAction(email, { serverSubscribed: await newsletterStatus(email) });
        }
        if (action === 'already-subscribed') {
          storeNewsletterEmail(email);
          setState('already');
          return;
        }
        setState('sending');
        const answer = await setNewsletter(email, true, storeCode);
        if (answer.ok) storeNewsletterEmail(email);
        setState(answer.ok ? 'sent' : 'failed');
      }}
    >
      <p>{t('newsletterPromise')}</p>
      <FormField name="email" type="email" autoComplete="email" label={t('fields.emailAddress')} error={error ?? undefined} />
      {state === 'failed' && <p role="alert">{t('failed')}</p>}
      <button type="submit" className="button" disabled={state === 'sending'}>
        {state === 'sending' ? t('sending') : t('subscribe')}
      </button>
    </form>
  );
}
