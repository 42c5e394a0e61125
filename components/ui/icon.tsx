import { ICON_SPRITE_URL, type IconName } from './icon-sprite-url';

/**
 * An icon of the sprite public/icons.svg (lib/icons/sprite.ts: Lucide and Simple Icons): a `<use>` reference instead of
 * its paths, so a page carries a few dozen bytes per icon in its HTML and in its payload, and the browser (and the
 * service worker's precache) keeps the sprite. Decorative: the control around it carries the accessible name.
 */
export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`${ICON_SPRITE_URL}#${name}`} />
    </svg>
  );
}
