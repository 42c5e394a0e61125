'use client';

import { type ComponentProps, type ComponentType, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { ConfigurableOptions } from './configurable-options';
import { useAddToCart } from '@/components/cart/add-to-cart-request';
import { ModalButton } from '@/components/modals/modal-button';
import { useLazyCompare } from '@/components/compare/use-lazy-compare';
import { PriceBox } from './price-box';
import { ProductActions } from './product-actions';
import { ProductGallery } from './product-gallery';
import type { PurchaseExtras as Extras } from './purchase-extras';
import type { PurchaseModel, PurchaseStyles } from './purchase-model';
import { useAddToCartForm, useExtras, useVariantChoice, wishlistItemOf } from './use-product-purchase';

// Bundle, grouped and custom options load only on the pages of products that have them (ADR 0025), through
// `next/dynamic`: the server renders them in place and preloads their chunk, and no Suspense boundary wraps them. A
// boundary would be outlined by React's streaming (a completed boundary over 500 bytes, late in a page past 12.8 KB, is
// sent after the rest and revealed on a later frame) and the buttons below would move after the first paint.
const PurchaseExtras: ComponentType<ComponentProps<typeof Extras>> = dynamic(() =>
  import('./purchase-extras').then((module) => module.PurchaseExtras),
);

function emit(name: string, detail: unknown) {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

/**
 * The interactive part of the product page: gallery, price, stock, variant choice, options and the buttons.
 * `heading` is the server-rendered h1; `styles` the class names of product.module.css.
 */
export function ProductPurchase({ model, styles, heading }: { model: PurchaseModel; styles: PurchaseStyles; heading: ReactNode }) {
  const t = useTranslations('Product');
  const { adding, add } = useAddToCart();
  const compareList = useLazyCompare(model.storeCode);
  const { isConfigurable, config, variant, noVariants, pick } = useVariantChoice(model);
  const { summary: extras, prices, setReport } = useExtras(model, variant);
  const { qty, setQty, qtyError, setQtyError, missing, setMissing, formError, addToCart } = useAddToCartForm(
    model,
    { configuration: config.configuration, variant, extras },
    { adding, add },
    t,
  );
  const status = isConfigurable ? (variant?.stockStatus ?? null) : model.stockStatus;
  const images = variant?.galleryImage ? [variant.galleryImage, ...model.gallery] : model.gallery;

  return (
    <div className={styles.purchase}>
      <ProductGallery key={variant?.image ?? 'product'} styles={styles} images={images} name={model.name} initialPath={variant?.image} />
      <div className={styles.info}>
        {heading}
        <p className={styles.sku} data-testid="product-sku">
          {t('sku', { sku: variant?.sku ?? model.sku })}
        </p>
        <PriceBox
          styles={styles}
          prices={prices}
          labels={{ price: t('price'), regularPrice: t('regularPrice'), specialPrice: t('specialPrice') }}
        />
        {status && status !== 'volatile' && (
          <p className={status === 'ok' ? styles.inStock : styles.outOfStock} data-testid="stock-status">
            {status === 'ok' ? t('inStock') : t('outOfStock')}
          </p>
        )}
        <div aria-live="assertive" className={styles.warningArea}>
          {config.notFound && (
            <p className={styles.warning} role="alert">
              {t('variantNotFound')}
            </p>
          )}
          {noVariants && (
            <p className={styles.warning} role="alert">
              {t('noVariants')}
            </p>
          )}
        </div>
        {model.configuration && model.options.length > 0 && (
          <ConfigurableOptions styles={styles} options={model.options} table={model.configuration.table} configuration={config.configuration} onPick={pick} />
        )}
        {model.hasSizes && (
          <p className={styles.sizeGuide}>
            {/* A modal, not a link: the chosen options stay (spec §2 size guide). */}
            <ModalButton modal="size-guide">{t('sizeGuide')}</ModalButton>
          </p>
        )}
        {model.extras && (
          <PurchaseExtras
            model={model}
            purchase={styles}
            base={variant?.prices ?? model.prices}
            missing={missing}
            onReport={setReport}
            onCustomOptionChange={(optionId) => setMissing((current) => current.filter((id) => id !== optionId))}
          />
        )}
        <ProductActions
          styles={styles}
          qty={qty}
          qtyError={qtyError}
          formError={formError}
          canAdd={!isConfigurable || Boolean(variant)}
          onQtyChange={(value) => {
            setQty(value);
            setQtyError(null);
          }}
          onAddToCart={addToCart}
          adding={adding}
          wishlist={{
            storeCode: model.storeCode,
            item: wishlistItemOf(model, variant, config.configuration, prices.final),
          }}
          onCompare={() => emit('storefront:compare', { sku: model.sku })}
          inCompare={compareList ? compareList.skus.includes(model.sku) : null}
          price={prices.finalText}
          choice={variant?.choice}
        />
      </div>
    </div>
  );
}
