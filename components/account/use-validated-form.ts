'use client';

import { useRef, useState, type FormEvent } from 'react';
import { firstInvalidField } from '@/lib/domain/account-forms';
import type { FieldErrors } from '@/lib/domain/validation-messages';

type Values = Record<string, string>;

/** Validates on submit: errors inline, focus on the first invalid field, else `onValid` with the values. */
export function useValidatedForm(fields: readonly string[], validate: (values: Values) => FieldErrors, onValid: (values: Values, form: HTMLFormElement) => Promise<void> | void) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries([...new FormData(form).entries()].map(([key, value]) => [key, String(value)]));
    const found = validate(values);
    setErrors(found);
    const invalid = firstInvalidField(fields, found);
    if (invalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${invalid}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await onValid(values, form);
    } finally {
      setBusy(false);
    }
  }

  return { formRef, errors, busy, onSubmit };
}
