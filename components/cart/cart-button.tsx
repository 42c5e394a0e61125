'use client';

import { useTranslations } from 'next-intl';
import { cartCount } from '@/lib/domain/cart-lines';
import { useUiStore } from '@/stores/ui-store';
import { useCart } from './use-cart';

/** The header's cart icon: the live count (quantities), toggles the microcart. */
export function CartButton({ storeCode }: { storeCode: string }) {
  const t = useTranslations('Header');
  const count = useCart(storeCode, (state) => cartCount(state.cartItems));
  const isLoaded = useCart(storeCode, (state) => state.cartIsLoaded);
  const toggle = useUiStore((state) => state.toggleMicrocart);
  const isOpen = useUiStore((state) => state.isMicrocartOpen);
  return (
    <button
      type="button"
      className="site-header__cart"
      aria-label={t('cartWithCount', { count })}
      aria-expanded={isOpen}
      aria-haspopup="dialog"
      aria-busy={!isLoaded}
      data-testid="cart-button"
      onClick={() => toggle()}
    >
      {t('cart')}{' '}
      <span className="badge" aria-hidden="true" data-testid="cart-count">
        {isLoaded ? count : '…'}
      </span>
    </button>
  );
}
