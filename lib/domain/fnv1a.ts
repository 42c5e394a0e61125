/**
 * FNV-1a over a string's UTF-16 code units (equal to the standard byte-wise hash for ASCII): tiny, fast and the same
 * in the browser and on the server. Not a cryptographic hash: used for fingerprints and seed streams only.
 */
const OFFSET_BASIS_32 = 0x811c9dc5;
const PRIME_32 = 0x01000193;
const OFFSET_BASIS_64 = 0xcbf29ce484222325n;
const PRIME_64 = 0x100000001b3n;
const UINT64_MASK = 0xffffffffffffffffn;

/** The 32-bit hash as an unsigned integer. */
export function fnv1a32(text: string): number {
  let hash = OFFSET_BASIS_32;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, PRIME_32);
  }
  return hash >>> 0;
}

/** The 64-bit hash as 16 hexadecimal digits. */
export function fnv1a64(text: string): string {
  let hash = OFFSET_BASIS_64;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= BigInt(text.charCodeAt(index));
    hash = (hash * PRIME_64) & UINT64_MASK;
  }
  return hash.toString(16).padStart(16, '0');
}
