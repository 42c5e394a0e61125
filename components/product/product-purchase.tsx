'use client';

import { useMemo, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { ConfigurableChild, ConfigurableOption } from '@/lib/domain/catalog-types';
import {
  initialConfiguration,
  optionValueStates,
  pickOptionValue,
  type ConfigurationState,
} from '@/lib/domain/product-configuration';
import {
  bundleChoicesPrice,
  defaultBundleChoices,
  groupedQuantitiesPrice,
  missingRequiredOptions,
  productOption,
  quantityProblem,
  selectedCustomOptions,
  withCustomOptions,
  type BundleChoices,
  type CustomOptionInputs,
} from '@/lib/domain/product-page-price';
import { productPageUrl } from '@/lib/domain/product-url';
import { stockStatus } from '@/lib/domain/stock-status';
import { BundleOptions } from './bundle-options';
import { ConfigurableOptions } from './configurable-options';
import { CustomOptions } from './custom-options';
import { GroupedTable } from './grouped-table';
import { useAddToCart } from '@/components/cart/add-to-cart-request';
import { ModalButton } from '@/components/modals/modal-button';
import { useLazyCompare } from '@/components/compare/use-lazy-compare';
import { PriceBox } from './price-box';
import { ProductActions } from './product-actions';
import { ProductGallery } from './product-gallery';
import type { ChildModel, PurchaseModel } from './purchase-model';
import styles from './product.module.css';

const NO_CONFIGURATION: ConfigurationState = { configuration: {}, variant: null, notFound: false };

function emit(name: string, detail: unknown) {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

/**
 * The interactive part of the product page: gallery, price, stock, variant choice, options and the buttons.
 * `heading` is the server-rendered h1.
 */
export function ProductPurchase({ model, heading }: { model: PurchaseModel; heading: ReactNode }) {
  const t = useTranslations('Product');
  const { adding, add } = useAddToCart();
  const compareList = useLazyCompare(model.storeCode);
  const isConfigurable = model.type === 'configurable';
  const productLike = useMemo(
    () => ({
      configurable_children: model.children as ConfigurableChild[],
      configurable_options: model.options.map(
        (option, position): ConfigurableOption => ({
          id: position,
          attribute_id: option.attributeId,
          attribute_code: option.code,
          label: option.label,
          position,
          product_id: model.id,
          values: option.values.map(({ value_index, label }) => ({ value_index, label })),
        }),
      ),
    }),
    [model],
  );
  const choice = useMemo(
    () => ({ listOutOfStock: model.listOutOfStock, priceOf: (child: ConfigurableChild) => (child as ChildModel).prices.final }),
    [model.listOutOfStock],
  );
  const [config, setConfig] = useState<ConfigurationState>(() =>
    isConfigurable ? initialConfiguration(productLike, model.childSku, choice) : NO_CONFIGURATION,
  );
  const [customInputs, setCustomInputs] = useState<CustomOptionInputs>({});
  const [bundleChoices, setBundleChoices] = useState<BundleChoices>(() => defaultBundleChoices(model.bundleOptions));
  const [groupedQty, setGroupedQty] = useState<Record<string, number>>(() =>
    Object.fromEntries(model.linked.map((item) => [item.sku, 1])),
  );
  const [qty, setQty] = useState('1');
  const [qtyError, setQtyError] = useState<string | null>(null);
  const [missing, setMissing] = useState<number[]>([]);
  const [formError, setFormError] = useState<string | null>(null);

  const variant = config.variant as ChildModel | null;
  const noVariants = isConfigurable && !variant && !config.notFound;

  const prices = useMemo(() => {
    const linked = new Map(model.linked.map((item) => [item.sku, item]));
    const linkPrice = (sku: string, key: 'final' | 'original') =>
      linked.get(sku)?.prices[key] ??
      model.bundleOptions.flatMap((option) => option.product_links).find((link) => link.sku === sku)?.price ??
      0;
    let base = variant?.prices ?? model.prices;
    if (model.type === 'bundle') {
      base = {
        final: bundleChoicesPrice(model.bundleOptions, (sku) => linkPrice(sku, 'final'), bundleChoices),
        original: bundleChoicesPrice(model.bundleOptions, (sku) => linkPrice(sku, 'original'), bundleChoices),
      };
    } else if (model.type === 'grouped') {
      base = {
        final: groupedQuantitiesPrice(model.linked.map((item) => ({ sku: item.sku, price: item.prices.final })), groupedQty),
        original: groupedQuantitiesPrice(model.linked.map((item) => ({ sku: item.sku, price: item.prices.original })), groupedQty),
      };
    }
    return withCustomOptions(base, model.customOptions, selectedCustomOptions(model.customOptions, customInputs));
  }, [model, variant, bundleChoices, groupedQty, customInputs]);

  const states = useMemo(
    () => (isConfigurable ? optionValueStates(productLike, config.configuration, choice) : {}),
    [isConfigurable, productLike, config.configuration, choice],
  );

  const pick = (code: string, value: number) => {
    const next = pickOptionValue(productLike, config.configuration, code, value, choice);
    setConfig(next);
    if (next.variant) {
      const url = productPageUrl({ storeUrl: model.storeUrl, parentSku: model.sku, slug: model.slug, childSku: next.variant.sku });
      window.history.replaceState(null, '', `${url}${window.location.search}`);
    }
  };

  const stock = isConfigurable ? (variant?.stock ?? null) : model.stock;
  const status = stock ? stockStatus(stock) : null;
  const images = variant && !model.gallery.some((image) => image.path === variant.image) ? [variant.galleryImage, ...model.gallery] : model.gallery;

  const addToCart = () => {
    if (adding) return;
    const problem = quantityProblem(qty);
    const missingOptions = missingRequiredOptions(model.customOptions, customInputs);
    setQtyError(problem ? t(problem) : null);
    setMissing(missingOptions);
    setFormError(null);
    if (problem || missingOptions.length > 0) return;
    const option = productOption({
      customOptions: model.customOptions,
      customInputs,
      configurableOptions: model.options,
      configuration: config.configuration,
      bundleOptions: model.bundleOptions,
      bundleChoices,
    });
    if (model.type === 'grouped') {
      const items = model.linked.filter((item) => (groupedQty[item.sku] ?? 0) > 0);
      if (items.length === 0) {
        setFormError(t('groupedEmpty'));
        return;
      }
      add(items.map((item) => ({ sku: item.sku, qty: (groupedQty[item.sku] ?? 0) * Number(qty), product_option: option, parentSku: model.sku })));
      return;
    }
    add([{ sku: variant?.sku ?? model.sku, parentSku: model.sku, qty: Number(qty), product_option: option }]);
  };

  return (
    <div className={styles.purchase}>
      <ProductGallery key={variant?.image ?? 'product'} images={images} name={model.name} initialPath={variant?.image} />
      <div className={styles.info}>
        {heading}
        <p className={styles.sku} data-testid="product-sku">
          {t('sku', { sku: variant?.sku ?? model.sku })}
        </p>
        <PriceBox
          final={prices.final}
          original={prices.original}
          format={model.priceFormat}
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
        {isConfigurable && model.options.length > 0 && (
          <ConfigurableOptions options={model.options} states={states} configuration={config.configuration} onPick={pick} />
        )}
        {model.hasSizes && (
          <p className={styles.sizeGuide}>
            {/* A modal, not a link: the chosen options stay (spec §2 size guide). */}
            <ModalButton modal="size-guide">{t('sizeGuide')}</ModalButton>
          </p>
        )}
        {model.type === 'bundle' && (
          <BundleOptions
            options={model.bundleOptions}
            linked={model.linked}
            choices={bundleChoices}
            format={model.priceFormat}
            onChange={(optionId, chosen) => setBundleChoices((current) => ({ ...current, [optionId]: chosen }))}
          />
        )}
        {model.type === 'grouped' && (
          <GroupedTable
            items={model.linked}
            quantities={groupedQty}
            format={model.priceFormat}
            onChange={(sku, value) => setGroupedQty((current) => ({ ...current, [sku]: value }))}
          />
        )}
        {model.customOptions.length > 0 && (
          <CustomOptions
            options={model.customOptions}
            inputs={customInputs}
            format={model.priceFormat}
            missing={missing}
            onChange={(optionId, input) => {
              setCustomInputs((current) => ({ ...current, [optionId]: input }));
              setMissing((current) => current.filter((id) => id !== optionId));
            }}
          />
        )}
        <ProductActions
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
            item: {
              sku: variant?.sku ?? model.sku,
              parentSku: variant ? model.sku : null,
              name: model.name,
              url: productPageUrl({ storeUrl: model.storeUrl, parentSku: model.sku, slug: model.slug, childSku: variant?.sku }),
              image: variant?.image || model.gallery[0]?.path || null,
              price: Number.isFinite(prices.final) ? prices.final : null,
              type: model.type,
              needsOptions: model.customOptions.some((option) => option.is_require),
              productOption: variant
                ? productOption({ customInputs: {}, configurableOptions: model.options, configuration: config.configuration })
                : null,
            },
          }}
          onCompare={() => emit('storefront:compare', { sku: model.sku })}
          inCompare={compareList ? compareList.skus.includes(model.sku) : null}
        />
      </div>
    </div>
  );
}
