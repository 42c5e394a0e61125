import type { InputHTMLAttributes } from 'react';

/**
 * − [quantity] +: the input stays a plain text field (typing a number and leaving the field still works), the buttons
 * step it by one through `onStep` and are named for screen readers ("Decrease quantity of …").
 */
export function QuantityStepper({
  value,
  onStep,
  min = 1,
  decreaseLabel,
  increaseLabel,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'value'> & {
  value: string;
  onStep: (next: number) => void;
  min?: number;
  decreaseLabel: string;
  increaseLabel: string;
}) {
  const current = Number(value);
  const valid = Number.isInteger(current);
  return (
    <span className="stepper">
      <button type="button" className="stepper__button" aria-label={decreaseLabel} disabled={!valid || current <= min} onClick={() => onStep(current - 1)}>
        <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
          <path d="M5 12h14" />
        </svg>
      </button>
      <input className="stepper__input" inputMode="numeric" value={value} {...input} />
      <button type="button" className="stepper__button" aria-label={increaseLabel} disabled={!valid} onClick={() => onStep(current + 1)}>
        <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
          <path d="M5 12h14M12 5v14" />
        </svg>
      </button>
    </span>
  );
}
