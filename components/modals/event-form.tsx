'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { eventForms, eventLogBody, validateEventForm, type EventFormName } from '@/lib/domain/event-forms';

/** A sign-up or contact form: inline errors announced, focus on the first invalid field, a thank-you after. */
export function EventForm({ form }: { form: EventFormName }) {
  const t = useTranslations('Modals');
  const idPrefix = useId();
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
        try {
          const response = await fetch('/api/eventlog', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(eventLogBody(form, values, uuid.current)),
          });
          setState(response.ok ? 'sent' : 'failed');
        } catch {
          setState('failed');
        }
      }}
    >
      {eventForms[form].fields.map((field) => {
        const id = `${idPrefix}-${field}`;
        const error = errors[field];
        const Input = field === 'message' ? 'textarea' : 'input';
        return (
          <p key={field} className="form-field">
            <label htmlFor={id}>{t(`fields.${field}`)}</label>
            <Input
              id={id}
              name={field}
              type={field === 'emailAddress' ? 'email' : field === 'phone' ? 'tel' : 'text'}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error && (
              <span id={`${id}-error`} className="form-field__error" role="alert">
                {error}
              </span>
            )}
          </p>
        );
      })}
      {state === 'failed' && <p role="alert">{t('failed')}</p>}
      <button type="submit" className="button" disabled={state === 'sending'}>
        {state === 'sending' ? t('sending') : t('submit')}
      </button>
    </form>
  );
}
