'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { sendEventLog } from '@/lib/api/feedback';
import { eventForms, eventLogBody, validateEventForm, type EventFormName } from '@/lib/domain/event-forms';

/** A sign-up or contact form: inline errors announced, focus on the first invalid field, a thank-you after. */
export function EventForm({ form }: { form: EventFormName }) {
  const t = useTranslations('Modals');
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const uuid = useRef(crypto.randomUUID());

  if (state === 'sent') return <p role="status">{t('thankYou')}</p>;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const values = Object.fromEntries(
          [...new FormData(event.currentTarget).entries()].map(([key, value]) => [key, String(value)]),
        );
        const found = validateEventForm(form, values);
        setErrors(found);
        const firstInvalid = eventForms[form].fields.find((field) => found[field]);
        if (firstInvalid) {
          formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
          return;
        }
        setState('sending');
        const answer = await sendEventLog(eventLogBody(form, values, uuid.current));
        setState(answer.ok ? 'sent' : 'failed');
      }}
    >
      {eventForms[form].fields.map((field) => (
        <FormField
          key={field}
          name={field}
          label={t(`fields.${field}`)}
          error={errors[field]}
          multiline={field === 'message'}
          type={field === 'emailAddress' ? 'email' : field === 'phone' ? 'tel' : 'text'}
        />
      ))}
      {state === 'failed' && <p role="alert">{t('failed')}</p>}
      <button type="submit" className="button" disabled={state === 'sending'}>
        {state === 'sending' ? t('sending') : t('submit')}
      </button>
    </form>
  );
}
