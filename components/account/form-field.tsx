'use client';

import { useId } from 'react';
import { useValidationText } from '@/components/ui/use-validation-text';

/** A labelled input (or textarea) with its error announced; shared by the account, modal and newsletter forms. */
export function FormField({
  name,
  label,
  error,
  type = 'text',
  autoComplete,
  defaultValue,
  multiline = false,
}: {
  name: string;
  label: string;
  error?: string;
  type?: string;
  autoComplete?: string;
  defaultValue?: string;
  multiline?: boolean;
}) {
  const id = `${useId()}-${name}`;
  const translate = useValidationText();
  const Input = multiline ? 'textarea' : 'input';
  return (
    <p className="form-field">
      <label htmlFor={id}>{label}</label>
      <Input
        id={id}
        name={name}
        type={multiline ? undefined : type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <span id={`${id}-error`} className="form-field__error" role="alert">
          {translate(error)}
        </span>
      )}
    </p>
  );
}
