/**
 * Spec §5 messages are produced in English by the validators (the spec's texts, verbatim). The forms show them in the
 * shopper's language: this maps a produced message back to its key in the `Validation` messages namespace, with the
 * numbers of the parameterised ones. Messages that are not in the catalogue (a server's answer) have no key.
 */
import { validationMessages } from './validation-messages';

type ValidationMessageKey = keyof typeof validationMessages | 'quantityBelow' | 'onlyAvailable' | 'nameMinLength';

export interface ValidationMessageRef {
  key: ValidationMessageKey;
  values?: Record<string, number>;
}

const byText = new Map<string, ValidationMessageKey>(
  (Object.entries(validationMessages) as [keyof typeof validationMessages, string][]).map(([key, text]) => [text, key]),
);

const parameterised: readonly [RegExp, ValidationMessageKey, string][] = [
  [/^Quantity must be below (\d+)$/, 'quantityBelow', 'quantity'],
  [/^Only (\d+) products of this type are available!$/, 'onlyAvailable', 'maxQuantity'],
  [/^Name must have at least (\d+) letters\.$/, 'nameMinLength', 'min'],
];

export function validationMessageRef(message: string): ValidationMessageRef | null {
  const key = byText.get(message);
  if (key) return { key };
  for (const [pattern, paramKey, name] of parameterised) {
    const match = pattern.exec(message);
    if (match) return { key: paramKey, values: { [name]: Number(match[1]) } };
  }
  return null;
}
