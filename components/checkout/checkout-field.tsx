'use client';

import type { InputHTMLAttributes, ReactNode } from 'react';
import { useValidationText } from '@/components/ui/use-validation-text';

/** Input ids are `${step}-${field}`: the step form focuses its first invalid field by that id. */
export const fieldId = (step: string, field: string) => `checkout-${step}-${field}`;

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  step: string;
  field: string;
  label: ReactNode;
  value: string;
  error?: string;
  onValue: (value: string) => void;
}

/** A labelled text input with its message inline; the message is announced (role=alert) when it appears. */
export function TextField({ step, field, label, value, error, onValue, ...input }: FieldProps) {
  const id = fieldId(step, field);
  return (
    <p className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        name={field}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldError id={id} error={error} />
    </p>
  );
}

/** The field's message in the shopper's language (spec §5 texts are translated, server answers shown as they came). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  const translate = useValidationText();
  if (!error) return null;
  return (
    <span id={`${id}-error`} className="form-field__error" role="alert">
      {translate(error)}
    </span>
  );
}

interface CheckboxProps {
  step: string;
  field: string;
  label: ReactNode;
  checked: boolean;
  error?: string;
  onChecked: (checked: boolean) => void;
}

export function CheckboxField({ step, field, label, checked, error, onChecked }: CheckboxProps) {
  const id = fieldId(step, field);
  return (
    <p className="form-field form-field--checkbox">
      <span>
        <input
          type="checkbox"
          id={id}
          name={field}
          checked={checked}
          onChange={(event) => onChecked(event.target.checked)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
        />{' '}
        <label htmlFor={id}>{label}</label>
      </span>
      <FieldError id={id} error={error} />
    </p>
  );
}
