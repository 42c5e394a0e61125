import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

/**
 * The part of Inter's weight axis the stylesheets use: 400 (text) to 800 (the logo). Dropping the thin half of the
 * axis takes the font from 47.1 to 30.8 KB (ADR 0029); a weight outside it would show as the nearest end.
 */
export const FONT_WEIGHT_RANGE = { min: 400, max: 800 } as const;

/** The shop's font file, read by next/font/local (app/fonts.ts) and written by `npm run font`. */
export const SHOP_FONT_FILE = path.join('assets', 'fonts', `inter-latin-wght-${FONT_WEIGHT_RANGE.min}-${FONT_WEIGHT_RANGE.max}.woff2`);

const INTER_PACKAGE = path.join('node_modules', '@fontsource-variable', 'inter');

/** Every code point of a CSS unicode-range list such as "U+0000-00FF,U+0131", as a string. */
export function unicodeRangeText(unicodeRange: string): string {
  let text = '';
  for (const part of unicodeRange.split(',')) {
    const match = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!match) throw new Error(`Not a unicode-range: ${part}`);
    const first = Number.parseInt(match[1]!, 16);
    const last = match[2] ? Number.parseInt(match[2], 16) : first;
    for (let codePoint = first; codePoint <= last; codePoint += 1) text += String.fromCodePoint(codePoint);
  }
  return text;
}

/**
 * Inter's Latin file from @fontsource-variable/inter, its weight axis narrowed to FONT_WEIGHT_RANGE by harfbuzz
 * (through subset-font): the same characters and OpenType features (tabular figures, ligatures, kerning), the same
 * shapes at every weight the shop uses.
 */
export async function subsetShopFont(root = process.cwd()): Promise<Buffer> {
  const source = fs.readFileSync(path.join(root, INTER_PACKAGE, 'files', 'inter-latin-wght-normal.woff2'));
  const ranges = JSON.parse(fs.readFileSync(path.join(root, INTER_PACKAGE, 'unicode.json'), 'utf8')) as Record<string, string>;
  return subsetFont(source, unicodeRangeText(ranges.latin!), { targetFormat: 'woff2', variationAxes: { wght: FONT_WEIGHT_RANGE } });
}
