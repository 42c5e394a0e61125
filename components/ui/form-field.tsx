'use client';

import { useId, type ReactNode } from 'react';
import { useValidationText } from '@/components/ui/use-validation-text';

/**
 * Form fields with a label and their message announced (role=alert) when it appears; shared by the account, modal,
 * newsletter and checkout forms. A field's id is `${scope}-${name}` (a form focuses its first invalid field by it);
 * without a scope the id is generated.
 */
export const fieldIdOf = (scope: string, name: string) => `${scope}-${name}`;

function useFieldId(scope: string | undefined, name: string): string {
  const generated = useId();
  return fieldIdOf(scope ?? generated, name);
}

const describedBy = (id: string, error: string | undefined) => ({ 'aria-invalid': Boolean(error), 'aria-describedby': error ? `${id}-error` : undefined });

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

interface FieldProps {
  name: string;
  label: ReactNode;
  error?: string;
  scope?: string;
}

interface TextFieldProps extends FieldProps {
  type?: string;
  autoComplete?: string;
  multiline?: boolean;
  /** Uncontrolled: the form reads the value on submit. */
  defaultValue?: string;
  /** Controlled: the value and its change. */
  value?: string;
  onValue?: (value: string) => void;
}

/** A labelled input (or textarea). */
export function FormField({ name, label, error, scope, type = 'text', autoComplete, multiline = false, defaultValue, value, onValue }: TextFieldProps) {
  const id = useFieldId(scope, name);
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
        value={value}
        onChange={onValue && ((event) => onValue(event.target.value))}
        {...describedBy(id, error)}
      />
      <FieldError id={id} error={error} />
    </p>
  );
}

interface SelectFieldProps extends FieldProps {
  value: string;
  autoComplete?: string;
  onValue: (value: string) => void;
  children: ReactNode;
}

/** A labelled list (its options as children). */
export function SelectField({ name, label, error, scope, value, autoComplete, onValue, children }: SelectFieldProps) {
  const id = useFieldId(scope, name);
  return (
    <p className="form-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} autoComplete={autoComplete} onChange={(event) => onValue(event.target.value)} {...describedBy(id, error)}>
        {children}
      </select>
      <FieldError id={id} error={error} />
    </p>
  );
}

interface CheckboxFieldProps extends FieldProps {
  checked: boolean;
  onChecked: (checked: boolean) => void;
}

export function CheckboxField({ name, label, error, scope, checked, onChecked }: CheckboxFieldProps) {
  const id = useFieldId(scope, name);
  return (
    <p className="form-field form-field--checkbox">
      <span>
        <input type="checkbox" id={id} name={name} checked={checked} onChange={(event) => onChecked(event.target.checked)} {...describedBy(id, error)} />{' '}
        <label htmlFor={id}>{label}</label>
      </span>
      <FieldError id={id} error={error} />
    </p>
  );
}
