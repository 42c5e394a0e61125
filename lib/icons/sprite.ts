import { createHash } from 'node:crypto';
import { ArrowLeftRight, ArrowRight, Heart, House, Menu, Minus, Percent, Plus, RotateCcw, Search, ShoppingBag, Truck, User, type IconNode } from 'lucide';
import { siFacebook, siInstagram, siPinterest, siYoutube } from 'simple-icons';

const STROKE = 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';
/** The tile and product page heart: a rounder outline than Lucide's, empty or filled by the wishlist state. */
const WISHLIST_HEART = 'M12 20.7 4.3 13.2A5 5 0 0 1 12 6.6a5 5 0 0 1 7.7 6.6z';

const lucide = (node: IconNode) =>
  `<g ${STROKE}>${node.map(([tag, attributes]) => `<${tag}${Object.entries(attributes).map(([name, value]) => ` ${name}="${String(value)}"`).join('')}/>`).join('')}</g>`;
const strokePath = (d: string) => `<path ${STROKE} d="${d}"/>`;
const simpleIcon = (icon: { path: string }) => `<path fill="currentColor" d="${icon.path}"/>`;

/**
 * Every icon a page draws, as the symbols of one sprite (public/icons.svg, written by `npm run icons`): a page refers
 * to an icon with `<use href>` instead of repeating its paths in the HTML and again in the React Server Components
 * payload. Lucide (ISC) and Simple Icons (CC0) data, 24×24.
 */
export const SPRITE_SYMBOLS = {
  'arrow-left-right': lucide(ArrowLeftRight),
  'arrow-right': lucide(ArrowRight),
  heart: lucide(Heart),
  house: lucide(House),
  menu: lucide(Menu),
  minus: lucide(Minus),
  percent: lucide(Percent),
  plus: lucide(Plus),
  'rotate-ccw': lucide(RotateCcw),
  search: lucide(Search),
  'shopping-bag': lucide(ShoppingBag),
  truck: lucide(Truck),
  user: lucide(User),
  'chevron-left': strokePath('m15 18-6-6 6-6'),
  'chevron-right': strokePath('m9 18 6-6-6-6'),
  'zoom-in': strokePath('M11 3a8 8 0 1 0 0 16 8 8 0 0 0 0-16zM21 21l-4.3-4.3M11 8v6M8 11h6'),
  'zoom-out': strokePath('M11 3a8 8 0 1 0 0 16 8 8 0 0 0 0-16zM21 21l-4.3-4.3M8 11h6'),
  'wishlist-heart': `<path fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round" d="${WISHLIST_HEART}"/>`,
  'wishlist-heart-filled': `<path fill="currentColor" stroke="currentColor" stroke-width="2" stroke-linejoin="round" d="${WISHLIST_HEART}"/>`,
  facebook: simpleIcon(siFacebook),
  instagram: simpleIcon(siInstagram),
  pinterest: simpleIcon(siPinterest),
  youtube: simpleIcon(siYoutube),
} as const;

export function iconSprite(): string {
  const symbols = Object.entries(SPRITE_SYMBOLS).map(([id, body]) => `<symbol id="${id}" viewBox="0 0 24 24">${body}</symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

/** The sprite's URL with a content hash: served with a year of browser cache, a new sprite gets a new URL. */
export function iconSpriteUrl(sprite: string): string {
  return `/icons.svg?v=${createHash('sha256').update(sprite).digest('hex').slice(0, 10)}`;
}
