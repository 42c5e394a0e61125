'use client';

import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icon';
import { PlainImage } from '@/components/ui/plain-image';
import { pointerFocus, ZOOM, type Focus } from './gallery-focus';
import type { Gesture, ZoomState } from './gallery-gestures';
import type { GalleryImage } from './purchase-model';
import styles from './product.module.css';

type Gestures = Pick<typeof import('./gallery-gestures'), 'frameGestures' | 'zoomKey'>;
let loadedGestures: Gestures | null = null;

/** The gestures module (components/product/gallery-gestures.ts), requested when the first gallery mounts. */
function useGestures(): Gestures | null {
  const [gestures, setGestures] = useState(loadedGestures);
  useEffect(() => {
    if (gestures) return;
    let active = true;
    void import('./gallery-gestures').then(({ frameGestures, zoomKey }) => {
      loadedGestures = { frameGestures, zoomKey };
      if (active) setGestures(loadedGestures);
    });
    return () => {
      active = false;
    };
  }, [gestures]);
  return gestures;
}

/**
 * The zoom of the main image. A mouse click zooms in where it lands (or out); the zoom button zooms in or out; the
 * other gestures and keys (gallery-gestures.ts) work once their module has arrived.
 */
function useZoom(onSwipe: (step: 1 | -1) => void) {
  const [zoomed, setZoomed] = useState(false);
  const [focus, setFocus] = useState<Focus>({ x: 50, y: 50 });
  const gesture = useRef<Gesture | null>(null);
  const touchHandled = useRef(false);
  const gestures = useGestures();
  const toggleAt = (next: Focus) => {
    if (zoomed) return setZoomed(false);
    setFocus(next);
    setZoomed(true);
  };
  const reset = () => {
    setZoomed(false);
    setFocus({ x: 50, y: 50 });
  };
  const state: ZoomState = { zoomed, focus, setZoomed, setFocus, toggleAt, gesture, touchHandled, onSwipe };

  const frame = {
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => gestures?.frameGestures(state).onPointerDown(event),
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => gestures?.frameGestures(state).onPointerMove(event),
    onPointerUp: (event: PointerEvent<HTMLDivElement>) => gestures?.frameGestures(state).onPointerUp(event),
    onPointerCancel: () => gestures?.frameGestures(state).onPointerCancel(),
    onPointerLeave: (event: PointerEvent<HTMLDivElement>) => gestures?.frameGestures(state).onPointerLeave(event),
    onClick(event: MouseEvent<HTMLDivElement>) {
      if (touchHandled.current) touchHandled.current = false;
      else toggleAt(pointerFocus(event));
    },
  };
  /** Keys on the zoom button; returns false for keys it leaves to the caller. */
  const onKey = (event: KeyboardEvent<HTMLButtonElement>): boolean => gestures?.zoomKey(state, event) ?? false;

  return { zoomed, focus, frame, reset, toggleAt, onKey };
}

/**
 * Main image (600×744) with thumbnails, previous / next buttons and a zoom that works with mouse, touch and keyboard
 * (`useZoom`); on the zoom button, the left and right arrows change the image while it is not zoomed. Opens on
 * `initialPath`.
 */
export function ProductGallery({ images, name, initialPath }: { images: GalleryImage[]; name: string; initialPath?: string }) {
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
        <button type="button" className={`${styles.galleryButton} ${styles.zoomButton}`} aria-pressed={zoom.zoomed} aria-label={t('zoomImage')} onClick={() => zoom.toggleAt({ x: 50, y: 50 })} onKeyDown={onZoomKey}>
          <Icon name={zoom.zoomed ? 'zoom-out' : 'zoom-in'} />
        </button>
        {count > 1 && (
          <>
            <button type="button" className={`${styles.galleryButton} ${styles.previousButton}`} aria-label={t('previousImage')} onClick={() => show(active - 1)}>
              <Icon name="chevron-left" />
            </button>
            <button type="button" className={`${styles.galleryButton} ${styles.nextButton}`} aria-label={t('nextImage')} onClick={() => show(active + 1)}>
              <Icon name="chevron-right" />
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className={styles.thumbnails}>
          {images.map((image, index) => (
            <li key={`${image.path}-${index}`}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-label={t('showImage', { index: index + 1, count })}
                aria-current={index === active ? 'true' : undefined}
                onClick={() => show(index)}
              >
                <PlainImage attributes={image.thumbnail} alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
