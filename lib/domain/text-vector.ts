/**
 * A product's text vector as PostgreSQL writes it (`tsvector::text`: `'jacket':1A,7C 'red':3D`), held so that a query
 * can be matched and ranked in memory exactly as `@@` and `ts_rank` do (ADR 0082).
 */
export interface TextVector {
  /** The lexemes in the vector's own order (PostgreSQL's: by bytes, a shorter lexeme before a longer one it begins). */
  lexemes: string[];
  /** Per lexeme, its positions in order, each packed as PostgreSQL packs them: weight × 2^14 + position; none when stripped. */
  positions: Uint16Array[];
}

/** A position's weight: 3 for A (a product's name) down to 0 for D. */
export const weightOf = (packed: number) => packed >> 14;
export const positionOf = (packed: number) => packed & 0x3fff;

const WEIGHT_CODES: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };

/**
 * Parses `tsvector::text`. A lexeme is quoted, a quote within it doubled and a backslash escaped; each is followed by
 * `:` and its positions, unless it has none (a stripped vector's).
 */
export function parseTextVector(text: string): TextVector {
  const lexemes: string[] = [];
  const positions: Uint16Array[] = [];
  let index = 0;
  const length = text.length;
  while (index < length) {
    if (text[index] === ' ') {
      index++;
      continue;
    }
    if (text[index] !== "'") throw new Error(`not a tsvector at ${index}: ${text.slice(index, index + 20)}`);
    const [lexeme, end] = readQuoted(text, index);
    index = end;
    const packed: number[] = [];
    if (text[index] === ':') {
      index++;
      for (;;) {
        let position = 0;
        while (index < length && text.charCodeAt(index) >= 48 && text.charCodeAt(index) <= 57) position = position * 10 + text.charCodeAt(index++) - 48;
        const weight = WEIGHT_CODES[text[index] ?? ''];
        if (weight !== undefined) index++;
        packed.push(((weight ?? 0) << 14) | position);
        if (text[index] !== ',') break;
        index++;
      }
    }
    lexemes.push(lexeme);
    positions.push(Uint16Array.from(packed));
  }
  return { lexemes, positions };
}

/**
 * The lexeme quoted at `start` (PostgreSQL's output of a tsvector or tsquery: a quote doubled, a backslash escaped),
 * and the index after its closing quote.
 */
export function readQuoted(text: string, start: number): [string, number] {
  let index = start + 1;
  let lexeme = '';
  for (;;) {
    const char = text[index];
    if (char === undefined) throw new Error(`unterminated lexeme at ${start}`);
    if (char === '\\') {
      lexeme += text[index + 1] ?? '';
      index += 2;
    } else if (char === "'" && text[index + 1] === "'") {
      lexeme += "'";
      index += 2;
    } else if (char === "'") return [lexeme, index + 1];
    else {
      lexeme += char;
      index++;
    }
  }
}

/**
 * PostgreSQL's order of lexemes (`tsCompareString`): by UTF-8 bytes, a prefix before the longer lexeme. UTF-8's byte
 * order is the code points' order, which is UTF-16's but for a surrogate, which stands for a code point above U+FFFF.
 */
export function compareLexemes(a: string, b: string): number {
  const shorter = Math.min(a.length, b.length);
  for (let index = 0; index < shorter; index++) {
    const left = a.charCodeAt(index);
    const right = b.charCodeAt(index);
    if (left === right) continue;
    const leftHigh = left >= 0xd800 && left <= 0xdfff;
    const rightHigh = right >= 0xd800 && right <= 0xdfff;
    if (leftHigh !== rightHigh && (leftHigh ? right : left) >= 0xe000) return leftHigh ? 1 : -1;
    return left - right;
  }
  return a.length - b.length;
}

/** The index of the first lexeme not before `word` (binary search over the vector's order). */
export function lowerBound(lexemes: readonly string[], word: string): number {
  let low = 0;
  let high = lexemes.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareLexemes(lexemes[middle]!, word) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}
