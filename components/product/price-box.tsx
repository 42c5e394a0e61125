import { formatPrice, type PriceFormat } from '@/lib/domain/price-format';
import styles from './product.module.css';

export interface PriceBoxLabels {
  price: string;
  regularPrice: string;
  specialPrice: string;
}

/** The current price; the original struck through only while a lower (special) price applies. */
export function PriceBox({
  final,
  original,
  format,
  labels,
}: {
  final: number;
  original: number;
  format: PriceFormat;
  labels: PriceBoxLabels;
}) {
  const onSale = original > final;
  return (
    <p className={styles.price} data-testid="product-price" aria-live="polite">
      {onSale ? (
        <>
          <span className={styles.visuallyHidden}>{labels.specialPrice}: </span>
          <span className={styles.specialPrice} data-testid="final-price">{formatPrice(final, format)}</span>{' '}
          <span className={styles.visuallyHidden}>{labels.regularPrice}: </span>
          <del className={styles.originalPrice} data-testid="original-price">{formatPrice(original, format)}</del>
        </>
      ) : (
        <>
          <span className={styles.visuallyHidden}>{labels.price}: </span>
          <span data-testid="final-price">{formatPrice(final, format)}</span>
        </>
      )}
    </p>
  );
}
