'use client';

import { useTranslations } from 'next-intl';
import type { ShippingDetails } from '@/lib/domain/checkout-state';
import { formatPrice, type PriceFormat } from '@/lib/domain/price-format';
import { useCart } from '@/components/cart/use-cart';
import { useCheckoutTotals } from './use-checkout-queries';
import { ShopThumbnail } from '@/components/ui/shop-thumbnail';

/** Cart lines and the server's total segments for the shipping address and method, in the store's currency format. */
export function OrderSummary({ storeCode, priceFormat, shipping }: { storeCode: string; priceFormat: PriceFormat; shipping: ShippingDetails }) {
  const t = useTranslations('Checkout');
  const lines = useCart(storeCode, (state) => state.cartItems);
  const totals = useCheckoutTotals(storeCode, shipping);
  const segments = (totals.data?.total_segments ?? []).filter((segment) => segment.value !== null && (segment.code !== 'discount' || segment.value !== 0));
  return (
    <aside className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">{t('orderSummary')}</h2>
      <ul className="checkout-summary__lines" aria-label={t('items')}>
        {lines.map((line) => (
          <li key={line.checksum} className="checkout-summary__line">
            <ShopThumbnail path={line.image} preset="cart" width={56} />
            <span>
              <span className="checkout-summary__name">{line.name}</span>{' '}
              {line.options.map((option) => (
                <span key={option.label} className="checkout-summary__meta">
                  {option.label}: {option.value}
                </span>
              ))}
              <span className="checkout-summary__meta">{t('quantity', { qty: line.qty })}</span>
            </span>{' '}
            <span className="checkout-summary__price">{formatPrice(line.price_incl_tax * line.qty, priceFormat)}</span>
          </li>
        ))}
      </ul>
      {segments.length > 0 && (
        <dl className="checkout-summary__totals" data-testid="checkout-totals">
          {segments.map((segment) => (
            <div key={segment.code} data-segment={segment.code}>
              <dt>{segment.title}</dt>
              <dd>{formatPrice(segment.value ?? 0, priceFormat)}</dd>
            </div>
          ))}
        </dl>
      )}
    </aside>
  );
}
