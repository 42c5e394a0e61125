/** Store-code prefixes (/de, /it) are served only when MULTISTORE=true (spec §1: multistore is off by default). */
export function isMultistoreEnabled(): boolean {
  const value = process.env.MULTISTORE;
  return value === 'true' || value === '1';
}
