/**
 * Spec §9 store views format dates with a moment-style pattern (`HH:mm D/M/YYYY` in the default and Italian
 * stores, `HH:mm D.M.YYYY` in the German one). Supported tokens: YYYY, MM, M, DD, D, HH, H, mm; other text is kept.
 */
const TOKENS = /YYYY|MM|M|DD|D|HH|H|mm/g;

const pad = (value: number) => String(value).padStart(2, '0');

export function formatStoreDate(date: Date | string, pattern: string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return '';
  const parts: Record<string, string> = {
    YYYY: String(value.getFullYear()),
    MM: pad(value.getMonth() + 1),
    M: String(value.getMonth() + 1),
    DD: pad(value.getDate()),
    D: String(value.getDate()),
    HH: pad(value.getHours()),
    H: String(value.getHours()),
    mm: pad(value.getMinutes()),
  };
  return pattern.replace(TOKENS, (token) => parts[token] ?? token);
}
