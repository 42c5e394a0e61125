'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { AddToCartRequest } from '@/lib/api/cart-product';
import type { CartLine } from '@/lib/domain/cart-lines';
import { lineConfiguration } from '@/lib/domain/line-options';
import { formatPrice, type PriceFormat } from '@/lib/domain/price-format';
import { validationMessages } from '@/lib/domain/validation-messages';
import styles from './cart.module.css';
import { LineOptionsEditor } from './line-options-editor';
import { ShopThumbnail } from '@/components/ui/shop-thumbnail';
import { QuantityStepper } from '@/components/ui/quantity-stepper';

/** The spec's English quantity messages in the shopper's language. */
function useQuantityMessage() {
  const t = useTranslations('Cart');
  return (message: string) => {
    if (message === validationMessages.quantityAboveZero) return t('quantityAboveZero');
    if (message === validationMessages.quantityPositiveInteger) return t('quantityPositiveInteger');
    const available = /^Only (\d+) products/.exec(message)?.[1];
    return available ? t('onlyAvailable', { maxQuantity: available }) : message;
  };
}

interface LineProps {
  storeCode: string;
  line: CartLine;
  priceFormat: PriceFormat;
  onQuantity: (line: CartLine, input: string) => Promise<string | null>;
  onRemove: (line: CartLine) => void;
  onChangeOptions: (line: CartLine, request: AddToCartRequest) => Promise<boolean>;
}

export function MicrocartLine({ storeCode, line, priceFormat, onQuantity, onRemove, onChangeOptions }: LineProps) {
  const t = useTranslations('Cart');
  const translate = useQuantityMessage();
  const [value, setValue] = useState(String(line.qty));
  const [shownQty, setShownQty] = useState(line.qty);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const editable = lineConfiguration(line) !== null;
  const errorId = useId();
  const inputId = useId();
  if (shownQty !== line.qty) {
    // The server or another add changed the quantity: show it.
    setShownQty(line.qty);
    setValue(String(line.qty));
  }

  const commit = async () => {
    if (value.trim() === String(line.qty)) {
      setError(null);
      return;
    }
    const problem = await onQuantity(line, value);
    setError(problem ? translate(problem) : null);
  };

  return (
    <li className={styles.line} data-testid="microcart-line" data-sku={line.sku}>
      <ShopThumbnail className={styles.thumbnail} path={line.image} preset="cart" width={72} />
      <div className={styles.details}>
        <p className={styles.name}>{line.name}</p>
        <p className={styles.meta}>{t('sku', { sku: line.sku })}</p>
        {line.options.length > 0 && (
          <dl className={styles.options}>
            {line.options.map((option) => (
              <div key={option.label}>
                <dt>{option.label}</dt>
                <dd>{option.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {line.errors?.map((message) => (
          <p key={message} className={styles.error}>
            {message}
          </p>
        ))}
        {editable &&
          (editing ? (
            <LineOptionsEditor storeCode={storeCode} line={line} onSave={onChangeOptions} onClose={() => setEditing(false)} />
          ) : (
            <button type="button" className={styles.edit} aria-label={t('editOptionsOf', { name: line.name })} onClick={() => setEditing(true)}>
              {t('editOptions')}
            </button>
          ))}
        <form
          className={styles.quantity}
          onSubmit={(event) => {
            event.preventDefault();
            void commit();
          }}
        >
          <label htmlFor={inputId}>{t('quantity')}</label>
          <QuantityStepper
            id={inputId}
            value={value}
            decreaseLabel={t('decreaseQuantity', { name: line.name })}
            increaseLabel={t('increaseQuantity', { name: line.name })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setValue(event.target.value)}
            onBlur={() => void commit()}
            onStep={(next) => {
              setValue(String(next));
              void onQuantity(line, String(next)).then((problem) => setError(problem ? translate(problem) : null));
            }}
          />
        </form>
        {error && (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
      <div className={styles.side}>
        <p className={styles.price}>{formatPrice(line.price_incl_tax * line.qty, priceFormat)}</p>
        {confirming ? (
          <div className={styles.confirm} role="group" aria-label={t('confirmRemove', { name: line.name })}>
            <p>{t('confirmRemove', { name: line.name })}</p>
            <button type="button" onClick={() => onRemove(line)}>
              {t('confirmYes')}
            </button>
            <button type="button" autoFocus onClick={() => setConfirming(false)}>
              {t('confirmNo')}
            </button>
          </div>
        ) : (
          <button type="button" className={styles.remove} aria-label={t('removeProduct', { name: line.name })} onClick={() => setConfirming(true)}>
            {t('remove')}
          </button>
        )}
      </div>
    </li>
  );
}
