/**
 * npm run font: writes the shop's font (lib/build/font-subset.ts) after @fontsource-variable/inter changes, or the
 * weights the stylesheets use do. The file is committed: builds read it as it is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SHOP_FONT_FILE, subsetShopFont } from '@/lib/build/font-subset';

void subsetShopFont().then((font) => {
  fs.mkdirSync(path.dirname(SHOP_FONT_FILE), { recursive: true });
  fs.writeFileSync(SHOP_FONT_FILE, font);
  console.log(`${SHOP_FONT_FILE}: ${(font.length / 1024).toFixed(1)} KB`);
});
