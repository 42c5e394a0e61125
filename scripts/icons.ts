/**
 * Writes the icon sprite (public/icons.svg) and its versioned URL (components/ui/icon-sprite-url.ts) from
 * lib/icons/sprite.ts. Run after changing an icon: `npm run icons` (a unit test fails while they differ).
 */
import { writeFileSync } from 'node:fs';
import { iconSprite, iconSpriteUrl, SPRITE_SYMBOLS } from '../lib/icons/sprite';

const sprite = iconSprite();
writeFileSync('public/icons.svg', sprite);
writeFileSync(
  'components/ui/icon-sprite-url.ts',
  `// Written by \`npm run icons\` (scripts/icons.ts): do not edit.\nexport const ICON_SPRITE_URL = '${iconSpriteUrl(sprite)}';\n\nexport type IconName = ${Object.keys(SPRITE_SYMBOLS)
    .map((name) => `'${name}'`)
    .join(' | ')};\n`,
);
console.log(`public/icons.svg: ${Object.keys(SPRITE_SYMBOLS).length} icons, ${Buffer.byteLength(sprite)} bytes`);
