'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { imageSizes } from '@/lib/config/constants';
import type { GalleryImage } from './purchase-model';
import styles from './product.module.css';

/** Main image (600×744) with keyboard-operable thumbnails; opens on `initialPath` when the gallery has it. */
export function ProductGallery({ images, name, initialPath }: { images: GalleryImage[]; name: string; initialPath?: string }) {
  const t = useTranslations('Product');
  const [active, setActive] = useState(() => Math.max(0, images.findIndex((image) => image.path === initialPath)));
  const current = images[active] ?? images[0];
  const count = images.length;
  const { width, height } = imageSizes.gallery;
  if (!current) return null;
  return (
    <section className={styles.gallery} aria-label={t('gallery')}>
      {/* eslint-disable-next-line @next/next/no-img-element -- served by our own image proxy at the spec's size */}
      <img
        className={styles.mainImage}
        src={current.src}
        alt={current.label || t('imageAlt', { name, index: active + 1, count })}
        width={width}
        height={height}
        fetchPriority="high"
      />
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
                {/* eslint-disable-next-line @next/next/no-img-element -- thumbnail from our image proxy */}
                <img src={image.thumb} alt="" width={96} height={119} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
