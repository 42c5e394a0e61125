import { nameMinLengthMessage, onlyAvailableMessage, quantityBelowMessage, validationMessages } from './validation-messages';
import { validationMessageRef } from './validation-message-keys';
import en from '@/messages/en-US.json';
import de from '@/messages/de-DE.json';
import itIT from '@/messages/it-IT.json';

const fill = (text: string, values: Record<string, number> = {}) => text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

describe('validation message keys', () => {
  it('finds every catalogue message by its English text', () => {
    for (const [key, text] of Object.entries(validationMessages)) expect(validationMessageRef(text)).toEqual({ key });
  });

  it('finds the parameterised messages with their numbers', () => {
    expect(validationMessageRef(quantityBelowMessage(12))).toEqual({ key: 'quantityBelow', values: { quantity: 12 } });
    expect(validationMessageRef(onlyAvailableMessage(4))).toEqual({ key: 'onlyAvailable', values: { maxQuantity: 4 } });
    expect(validationMessageRef(nameMinLengthMessage(3))).toEqual({ key: 'nameMinLength', values: { min: 3 } });
  });

  it('leaves other messages (a server answer) alone', () => {
    expect(validationMessageRef('A customer with the same email already exists in an associated website.')).toBeNull();
  });

  it('en-US renders the spec texts verbatim; de-DE and it-IT translate every key', () => {
    const samples = [
      ...Object.values(validationMessages),
      quantityBelowMessage(12),
      onlyAvailableMessage(4),
      nameMinLengthMessage(2),
    ];
    for (const message of samples) {
      const ref = validationMessageRef(message)!;
      expect(fill(en.Validation[ref.key], ref.values)).toBe(message);
      expect(de.Validation[ref.key]).toBeTruthy();
      expect(itIT.Validation[ref.key]).toBeTruthy();
      expect(fill(de.Validation[ref.key], ref.values)).not.toBe(message);
    }
  });
});
