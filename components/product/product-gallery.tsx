'use client';

import { useState, type PointerEvent } from 'react';
import { useTranslations } from 'next-intl';
import { PlainImage } from '@/components/ui/plain-image';
import type { GalleryImage } from './purchase-model';
import styles from './product.module.css';

/** Follows the pointer: the zoomed picture (CSS, on devices that hover) magnifies the part under it. */
function followPointer(event: PointerEvent<HTMLElement>) {
  const frame = event.currentTarget;
  const box = frame.getBoundingClientRect();
  frame.style.setProperty('--zoom-x', `${(((event.clientX - box.left) / box.width) * 100).toFixed(1)}%`);
  frame.style.setProperty('--zoom-y', `${(((event.clientY - box.top) / box.height) * 100).toFixed(1)}%`);
}

/** Main image (600×744) that zooms under the pointer, with keyboard-operable thumbnails; opens on `initialPath`. */
export function ProductGallery({ images, name, initialPath }: { images: GalleryImage[]; name: string; initialPath?: string }) {
  const t = useTranslations('Product');
  const [active, setActive] = useState(() => Math.max(0, images.findIndex((image) => image.path === initialPath)));
  const current = images[active] ?? images[0];
  const count = images.length;
  if (!current) return null;
  return (
    <section className={styles.gallery} aria-label={t('gallery')}>
      <div className={styles.mainFrame} onPointerMove={followPointer}>
        <PlainImage className={styles.mainImage} attributes={current.image} alt={current.label || t('imageAlt', { name, index: active + 1, count })} />
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
                onClick={() => setActive(index)}
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
