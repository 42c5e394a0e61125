import fs from 'node:fs';
import path from 'node:path';
import { FONT_WEIGHT_RANGE, SHOP_FONT_FILE, subsetShopFont, unicodeRangeText } from './font-subset';

/** Every stylesheet of the app and its components. */
function stylesheets(): string[] {
  return ['app', 'components']
    .flatMap((dir) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file)))
    .filter((file) => file.endsWith('.css'));
}

describe('the shop font', () => {
  it('reads a CSS unicode-range list as its characters', () => {
    expect(unicodeRangeText('U+0041-0043,U+20AC')).toBe('ABC€');
    expect(unicodeRangeText('U+00DF')).toBe('ß');
    expect(() => unicodeRangeText('U+0041,latin')).toThrow(/unicode-range/);
  });

  it('is the subset of the installed Inter (npm run font writes it again after an update)', async () => {
    const committed = fs.readFileSync(SHOP_FONT_FILE);
    expect(Buffer.compare(await subsetShopFont(), committed)).toBe(0);
    expect(committed.length).toBeLessThan(0.7 * fs.statSync('node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2').size);
  });

  it('is the file next/font loads, with the weight range it keeps', () => {
    const fonts = fs.readFileSync('app/fonts.ts', 'utf8');
    expect(fonts).toContain(`src: '../${SHOP_FONT_FILE.split(path.sep).join('/')}'`);
    expect(fonts).toContain(`weight: '${FONT_WEIGHT_RANGE.min} ${FONT_WEIGHT_RANGE.max}'`);
  });

  it('covers every weight the stylesheets ask for', () => {
    const weights = stylesheets().flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/(?:font-weight|--weight-[a-z-]+)\s*:\s*(\d+|bold|bolder|lighter)/g)].map((match) => match[1]),
    );
    expect(weights.length).toBeGreaterThan(10);
    for (const weight of weights) {
      expect(weight).toMatch(/^\d+$/); // bolder and lighter depend on the parent: say the number
      expect(Number(weight)).toBeGreaterThanOrEqual(FONT_WEIGHT_RANGE.min);
      expect(Number(weight)).toBeLessThanOrEqual(FONT_WEIGHT_RANGE.max);
    }
  });
});
