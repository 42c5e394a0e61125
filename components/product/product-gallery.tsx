'use client';

import { useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icon';
import { PlainImage } from '@/components/ui/plain-image';
import { EarlyClickButton } from '@/components/layout/early-click-button';
import type { GalleryImage, PurchaseStyles } from './purchase-model';
import { ZOOM, type Focus, type ZoomState } from './gallery-zoom';
import { zoomGestures } from './gallery-gestures';

/**
 * The zoom of the main image, with its gestures (gallery-gestures.ts) from the first render: a swipe or a tap made as
 * soon as the page has hydrated is not lost to a module still loading (it costs about 0.6 KB of the product page's
 * first-load JavaScript).
 */
function useZoom(onSwipe: (step: 1 | -1) => void) {
  const [zoomed, setZoomed] = useState(false);
  const [focus, setFocus] = useState<Focus>({ x: 50, y: 50 });
  // One mutable record for the page's life, written only by the event handlers.
  const [session] = useState<ZoomState['session']>(() => ({ gesture: null, touchHandled: false }));
  const zoomAt = (next: Focus) => {
    setFocus(next);
    setZoomed(true);
  };
  const toggleAt = (next: Focus) => (zoomed ? setZoomed(false) : zoomAt(next));
  const reset = () => {
    setZoomed(false);
    setFocus({ x: 50, y: 50 });
  };
  const { frame, onKey } = zoomGestures({ zoomed, focus, setZoomed, setFocus, toggleAt, session }, onSwipe);
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
