import type { InputHTMLAttributes } from 'react';
import { Icon } from './icon';

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
  disabled = false,
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
      <button type="button" className="stepper__button" aria-label={decreaseLabel} disabled={disabled || !valid || current <= min} onClick={() => onStep(current - 1)}>
        <Icon name="minus" size={16} />
      </button>
      <input className="stepper__input" inputMode="numeric" value={value} disabled={disabled} {...input} />
      <button type="button" className="stepper__button" aria-label={increaseLabel} disabled={disabled || !valid} onClick={() => onStep(current + 1)}>
        <Icon name="plus" size={16} />
      </button>
    </span>
  );
}
