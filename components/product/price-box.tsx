import type { ShownPrices } from '@/lib/domain/price-format';
import type { PurchaseStyles } from './purchase-model';

export interface PriceBoxLabels {
  price: string;
  regularPrice: string;
  specialPrice: string;
}

/** The current price; the original struck through only while a lower (special) price applies. */
export function PriceBox({ prices, labels, styles }: { prices: ShownPrices; labels: PriceBoxLabels; styles: PurchaseStyles }) {
  const onSale = prices.original > prices.final;
  return (
    <p className={styles.price} aria-live="polite">
      {onSale ? (
        <>
          <span className={styles.visuallyHidden}>{labels.specialPrice}: </span>
          <span className={styles.specialPrice} data-testid="final-price">{prices.finalText}</span>{' '}
          <span className={styles.visuallyHidden}>{labels.regularPrice}: </span>
          <del className={styles.originalPrice} data-testid="original-price">{prices.originalText}</del>
        </>
      ) : (
        <>
          <span className={styles.visuallyHidden}>{labels.price}: </span>
          <span data-testid="final-price">{prices.finalText}</span>
        </>
      )}
    </p>
  );
}
