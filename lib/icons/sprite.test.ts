import { readFileSync } from 'node:fs';
import { ICON_SPRITE_URL } from '@/components/ui/icon-sprite-url';
import { iconSprite, iconSpriteUrl, SPRITE_SYMBOLS } from './sprite';

describe('icon sprite', () => {
  it('is the file the pages load, under the URL they name (run `npm run icons` after changing an icon)', () => {
    const sprite = iconSprite();
    expect(readFileSync('public/icons.svg', 'utf8')).toBe(sprite);
    expect(ICON_SPRITE_URL).toBe(iconSpriteUrl(sprite));
  });

  it('has one 24×24 symbol per icon name, drawn in the text colour', () => {
    const sprite = iconSprite();
    for (const name of Object.keys(SPRITE_SYMBOLS)) {
      expect(sprite.match(new RegExp(`<symbol id="${name}" viewBox="0 0 24 24">.*?currentColor.*?</symbol>`, 'g'))).toHaveLength(1);
    }
  });

  it('gets a new URL when an icon changes', () => {
    expect(iconSpriteUrl(iconSprite())).not.toBe(iconSpriteUrl(iconSprite().replace('M5 12h14', 'M4 12h16')));
  });
});
