/** The gallery's zoom: what the page needs at once. The gestures load after hydration (gallery-gestures.ts). */
import type { MouseEvent } from 'react';

/** Magnification of the zoomed image. */
export const ZOOM = 2;

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

type Gesture = { x: number; y: number; focus: Focus; moved: boolean };

/** The zoom's state and the gesture in progress, kept by the gallery. */
export interface ZoomState {
  zoomed: boolean;
  focus: Focus;
  setZoomed: (zoomed: boolean) => void;
  setFocus: (focus: Focus | ((previous: Focus) => Focus)) => void;
  toggleAt: (focus: Focus) => void;
  /** The touch gesture in progress, and whether the click the browser fires after it was handled already. */
  session: { gesture: Gesture | null; touchHandled: boolean };
}
