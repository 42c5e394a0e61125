/**
 * The gallery's pointer gestures and zoom keys, loaded by the gallery when it mounts rather than with the page
 * (ADR 0025): mouse clicks and the zoom button work before they arrive.
 */
import type { Dispatch, KeyboardEvent, PointerEvent, RefObject, SetStateAction } from 'react';
import { clamp, pointerFocus, ZOOM, type Focus } from './gallery-focus';

/** A horizontal touch move longer than this (px) changes the image; a shorter one is a tap. */
const SWIPE = 40;
/** What one arrow key press pans the zoomed image, in % of the frame. */
const KEY_STEP = 10;

export type Gesture = { x: number; y: number; focus: Focus; moved: boolean };

/** The zoom's state and controls, held by the gallery. */
export interface ZoomState {
  zoomed: boolean;
  focus: Focus;
  setZoomed: (zoomed: boolean) => void;
  setFocus: Dispatch<SetStateAction<Focus>>;
  toggleAt: (focus: Focus) => void;
  gesture: RefObject<Gesture | null>;
  /** A touch or pen gesture was handled on pointer up: the click the browser fires after it is not a mouse click. */
  touchHandled: RefObject<boolean>;
  onSwipe: (step: 1 | -1) => void;
}

/**
 * Mouse: moving pans the zoomed image, leaving zooms out. Touch and pen: a tap zooms in or out, a drag pans the
 * zoomed image, a horizontal swipe of the unzoomed one calls `onSwipe` (+1 next, -1 previous).
 */
export function frameGestures({ zoomed, focus, setZoomed, setFocus, toggleAt, gesture, touchHandled, onSwipe }: ZoomState) {
  return {
    onPointerDown(event: PointerEvent<HTMLDivElement>) {
      // Touch pointers are captured by the element they start on: the moves and the lift come here.
      if (event.pointerType === 'mouse') touchHandled.current = false;
      else gesture.current = { x: event.clientX, y: event.clientY, focus, moved: false };
    },
    onPointerMove(event: PointerEvent<HTMLDivElement>) {
      if (event.pointerType === 'mouse') {
        if (zoomed) setFocus(pointerFocus(event));
        return;
      }
      const start = gesture.current;
      if (!start) return;
      const box = event.currentTarget.getBoundingClientRect();
      const [dx, dy] = [event.clientX - start.x, event.clientY - start.y];
      if (Math.hypot(dx, dy) > 8) start.moved = true;
      // Dragging moves the picture with the finger: the zoom's origin goes the other way.
      if (zoomed) setFocus({ x: clamp(start.focus.x - (dx / box.width) * 100 / (ZOOM - 1)), y: clamp(start.focus.y - (dy / box.height) * 100 / (ZOOM - 1)) });
    },
    onPointerUp(event: PointerEvent<HTMLDivElement>) {
      const start = gesture.current;
      gesture.current = null;
      if (!start || event.pointerType === 'mouse') return;
      touchHandled.current = true;
      const [dx, dy] = [event.clientX - start.x, event.clientY - start.y];
      if (!zoomed && Math.abs(dx) > SWIPE && Math.abs(dx) > Math.abs(dy)) onSwipe(dx < 0 ? 1 : -1);
      else if (!start.moved) toggleAt(pointerFocus(event));
    },
    onPointerCancel() {
      gesture.current = null;
    },
    onPointerLeave(event: PointerEvent<HTMLDivElement>) {
      if (event.pointerType === 'mouse') setZoomed(false);
    },
  };
}

/** Keys on the zoom button while zoomed: arrows pan, Escape zooms out. Returns false for keys it leaves to the caller. */
export function zoomKey({ zoomed, setZoomed, setFocus }: ZoomState, event: KeyboardEvent<HTMLButtonElement>): boolean {
  const step: Record<string, [number, number]> = { ArrowLeft: [-KEY_STEP, 0], ArrowRight: [KEY_STEP, 0], ArrowUp: [0, -KEY_STEP], ArrowDown: [0, KEY_STEP] };
  if (!zoomed) return false;
  if (event.key === 'Escape') setZoomed(false);
  else if (step[event.key]) {
    const [dx, dy] = step[event.key]!;
    setFocus((previous) => ({ x: clamp(previous.x + dx), y: clamp(previous.y + dy) }));
  } else return false;
  event.preventDefault();
  return true;
}
