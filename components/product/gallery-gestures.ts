import type { KeyboardEvent, MouseEvent, PointerEvent } from 'react';
import { clamp, pointerFocus, ZOOM, type ZoomState } from './gallery-zoom';

/** A horizontal touch move longer than this (px) changes the image; a shorter one is a tap. */
const SWIPE = 40;
/** What one arrow key press pans the zoomed image, in % of the frame. */
const KEY_STEP = 10;

/**
 * The zoom's gestures. Mouse: a click zooms in where it lands (or out), moving pans, leaving zooms out. Touch and
 * pen: a tap zooms in or out, a drag pans the zoomed image, a horizontal swipe of the unzoomed one calls `onSwipe`
 * (+1 next, -1 previous). Keyboard (on the zoom button): arrows pan while zoomed, Escape zooms out.
 */
export function zoomGestures(zoom: ZoomState, onSwipe: (step: 1 | -1) => void) {
  const { zoomed, focus, setZoomed, setFocus, toggleAt, session } = zoom;
  const frame = {
    onPointerDown(event: PointerEvent<HTMLDivElement>) {
      // Touch pointers are captured by the element they start on: the moves and the lift come here.
      if (event.pointerType === 'mouse') session.touchHandled = false;
      else session.gesture = { x: event.clientX, y: event.clientY, focus, moved: false };
    },
    onPointerMove(event: PointerEvent<HTMLDivElement>) {
      if (event.pointerType === 'mouse') {
        if (zoomed) setFocus(pointerFocus(event));
        return;
      }
      const start = session.gesture;
      if (!start) return;
      const box = event.currentTarget.getBoundingClientRect();
      const [dx, dy] = [event.clientX - start.x, event.clientY - start.y];
      if (Math.hypot(dx, dy) > 8) start.moved = true;
      // Dragging moves the picture with the finger: the zoom's origin goes the other way.
      if (zoomed) setFocus({ x: clamp(start.focus.x - (dx / box.width) * 100 / (ZOOM - 1)), y: clamp(start.focus.y - (dy / box.height) * 100 / (ZOOM - 1)) });
    },
    onPointerUp(event: PointerEvent<HTMLDivElement>) {
      const start = session.gesture;
      session.gesture = null;
      if (!start || event.pointerType === 'mouse') return;
      session.touchHandled = true;
      const [dx, dy] = [event.clientX - start.x, event.clientY - start.y];
      if (!zoomed && Math.abs(dx) > SWIPE && Math.abs(dx) > Math.abs(dy)) onSwipe(dx < 0 ? 1 : -1);
      else if (!start.moved) toggleAt(pointerFocus(event));
    },
    onPointerCancel() {
      session.gesture = null;
    },
    onPointerLeave(event: PointerEvent<HTMLDivElement>) {
      if (event.pointerType === 'mouse') setZoomed(false);
    },
    onClick(event: MouseEvent<HTMLDivElement>) {
      // A touch or pen gesture was handled on pointer up: the click the browser fires after it is not a mouse click.
      if (session.touchHandled) session.touchHandled = false;
      else toggleAt(pointerFocus(event));
    },
  };

  /** Keys on the zoom button; returns false for keys it leaves to the caller. */
  const onKey = (event: KeyboardEvent<HTMLButtonElement>): boolean => {
    const step: Record<string, [number, number]> = { ArrowLeft: [-KEY_STEP, 0], ArrowRight: [KEY_STEP, 0], ArrowUp: [0, -KEY_STEP], ArrowDown: [0, KEY_STEP] };
    if (!zoomed) return false;
    if (event.key === 'Escape') setZoomed(false);
    else if (step[event.key]) {
      const [dx, dy] = step[event.key]!;
      setFocus((previous) => ({ x: clamp(previous.x + dx), y: clamp(previous.y + dy) }));
    } else return false;
    event.preventDefault();
    return true;
  };

  return { frame, onKey };
}
