import type { MouseEvent } from 'react';

/** Magnification of the zoomed image. */
export const ZOOM = 2;

/** Where the zoom is centred, in % of the frame's width and height. */
export interface Focus {
  x: number;
  y: number;
}

export const clamp = (value: number) => Math.min(100, Math.max(0, value));

/** Where a pointer is in the frame, in % of its width and height. */
export function pointerFocus(event: MouseEvent<HTMLElement>): Focus {
  const box = event.currentTarget.getBoundingClientRect();
  return { x: clamp(((event.clientX - box.left) / box.width) * 100), y: clamp(((event.clientY - box.top) / box.height) * 100) };
}
