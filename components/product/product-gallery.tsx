'use client';

import { useRef, useState, type CSSProperties, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icon';
import { PlainImage } from '@/components/ui/plain-image';
import { EarlyClickButton } from '@/components/layout/early-click-button';
import type { GalleryImage, PurchaseStyles } from './purchase-model';

/** Magnification of the zoomed image. */
const ZOOM = 2;
/** A horizontal touch move longer than this (px) changes the image; a shorter one is a tap. */
const SWIPE = 40;
/** What one arrow key press pans the zoomed image, in % of the frame. */
const KEY_STEP = 10;

interface Focus {
  x: number;
  y: number;
}

const clamp = (value: number) => Math.min(100, Math.max(0, value));

/** Where a pointer is in the frame, in % of its width and height. */
function pointerFocus(event: MouseEvent<HTMLElement>): Focus {
  const box = event.currentTarget.getBoundingClientRect();
  return { x: clamp(((event.clientX - box.left) / box.width) * 100), y: clamp(((event.clientY - box.top) / box.height) * 100) };
}


type Gesture = { x: number; y: number; focus: Focus; moved: boolean };

/**
 * The zoom of the main image and its gestures. Mouse: a click zooms in where it lands (or out), moving pans, leaving
 * zooms out. Touch and pen: a tap zooms in or out, a drag pans the zoomed image, a horizontal swipe of the unzoomed
 * one calls `onSwipe` (+1 next, -1 previous). Keyboard (on the zoom button): arrows pan while zoomed, Escape zooms out.
 */
function useZoom(onSwipe: (step: 1 | -1) => void) {
  const [zoomed, setZoomed] = useState(false);
  const [focus, setFocus] = useState<Focus>({ x: 50, y: 50 });
  const gesture = useRef<Gesture | null>(null);
  /** A touch or pen gesture was handled on pointer up: the click the browser fires after it is not a mouse click. */
  const touchHandled = useRef(false);
  const zoomAt = (next: Focus) => {
    setFocus(next);
    setZoomed(true);
  };
  const toggleAt = (next: Focus) => (zoomed ? setZoomed(false) : zoomAt(next));
  const reset = () => {
    setZoomed(false);
    setFocus({ x: 50, y: 50 });
  };

  const frame = {
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
    onClick(event: MouseEvent<HTMLDivElement>) {
      if (touchHandled.current) touchHandled.current = false;
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

  return { zoomed, focus, frame, reset, toggleAt, onKey };
}

/**
 * Main image (600×744) with thumbnails, previous / next buttons and a zoom that works with mouse, touch and keyboard
 * (`useZoom`); on the zoom button, the left and right arrows change the image while it is not zoomed. Opens on
 * `initialPath`.
 */
export function ProductGallery({ images, name, initialPath, styles }: { images: GalleryImage[]; name: string; initialPath?: string; styles: PurchaseStyles }) {
  const t = useTranslations('Product');
  const [active, setActive] = useState(() => Math.max(0, images.findIndex((image) => image.path === initialPath)));
  const count = images.length;
  const zoom = useZoom((step) => count > 1 && setActive((active + step + count) % count));
  const show = (index: number) => {
    setActive((index + count) % count);
    zoom.reset();
  };
  const current = images[active] ?? images[0];
  if (!current) return null;
  const onZoomKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (zoom.onKey(event) || count < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    show(active + (event.key === 'ArrowRight' ? 1 : -1));
  };

  return (
    <section className={styles.gallery} aria-label={t('gallery')}>
      <div className={styles.stage}>
        <div
          className={styles.mainFrame}
          data-zoomed={zoom.zoomed ? 'true' : undefined}
          style={{ '--zoom-x': `${zoom.focus.x}%`, '--zoom-y': `${zoom.focus.y}%`, '--zoom': ZOOM } as CSSProperties}
          {...zoom.frame}
        >
          <PlainImage className={styles.mainImage} attributes={current.image} alt={current.label || t('imageAlt', { name, index: active + 1, count })} />
        </div>
        {/* The buttons carry out a tap made before the page's scripts have started once they have (ADR 0033). */}
        <EarlyClickButton className={`${styles.galleryButton} ${styles.zoomButton}`} aria-pressed={zoom.zoomed} aria-label={t('zoomImage')} onClick={() => zoom.toggleAt({ x: 50, y: 50 })} onKeyDown={onZoomKey}>
          <Icon name={zoom.zoomed ? 'zoom-out' : 'zoom-in'} />
        </EarlyClickButton>
        {count > 1 && (
          <>
            <EarlyClickButton className={`${styles.galleryButton} ${styles.previousButton}`} aria-label={t('previousImage')} onClick={() => show(active - 1)}>
              <Icon name="chevron-left" />
            </EarlyClickButton>
            <EarlyClickButton className={`${styles.galleryButton} ${styles.nextButton}`} aria-label={t('nextImage')} onClick={() => show(active + 1)}>
              <Icon name="chevron-right" />
            </EarlyClickButton>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className={styles.thumbnails}>
          {images.map((image, index) => (
            <li key={`${image.path}-${index}`}>
              <EarlyClickButton
                className={styles.thumbnail}
                aria-label={t('showImage', { index: index + 1, count })}
                aria-current={index === active ? 'true' : undefined}
                onClick={() => show(index)}
              >
                <PlainImage attributes={image.thumbnail} alt="" />
              </EarlyClickButton>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
