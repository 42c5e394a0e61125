import { formatStoreDate } from './date-format';

describe('formatStoreDate', () => {
  const evening = new Date(2026, 10, 3, 18, 5);
  it('formats with the default and Italian stores’ pattern', () => {
    expect(formatStoreDate(evening, 'HH:mm D/M/YYYY')).toBe('18:05 3/11/2026');
  });
  it('formats with the German store’s pattern', () => {
    expect(formatStoreDate(evening, 'HH:mm D.M.YYYY')).toBe('18:05 3.11.2026');
  });
  it('pads two-letter tokens and keeps other text', () => {
    expect(formatStoreDate(new Date(2026, 0, 9, 7, 0), 'DD-MM-YYYY at H:mm')).toBe('09-01-2026 at 7:00');
  });
  it('answers an empty text for an invalid date', () => {
    expect(formatStoreDate('not a date', 'D/M/YYYY')).toBe('');
  });
});
