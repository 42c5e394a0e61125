// Written by `npm run icons` (scripts/icons.ts): do not edit.
export const ICON_SPRITE_URL = '/icons.svg?v=1e22c2599b';

export type IconName = 'arrow-left-right' | 'arrow-right' | 'heart' | 'house' | 'menu' | 'minus' | 'percent' | 'plus' | 'rotate-ccw' | 'search' | 'shopping-bag' | 'truck' | 'user' | 'chevron-left' | 'chevron-right' | 'zoom-in' | 'zoom-out' | 'wishlist-heart' | 'wishlist-heart-filled' | 'facebook' | 'instagram' | 'pinterest' | 'youtube';
