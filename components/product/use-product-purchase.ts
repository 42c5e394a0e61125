'use client';

import { useMemo, useState } from 'react';
import type { ConfigurableChild, ConfigurableOption } from '@/lib/domain/catalog-types';
import { initialConfiguration, optionValueStates, pickOptionValue, type ConfigurationState } from '@/lib/domain/product-configuration';
import {
  bundleChoicesPrice,
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
import type { AddToCartRequest } from '@/lib/api/cart-product';
import type { ChildModel, PurchaseModel } from './purchase-model';

const NO_CONFIGURATION: ConfigurationState = { configuration: {}, variant: null, notFound: false };

/** Spec §4 Configurable selection on the product page: the chosen values, the variant they point to, the URL kept in step. */
export function useVariantChoice(model: PurchaseModel) {
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

  const variant = config.variant as ChildModel | null;
  const noVariants = isConfigurable && !variant && !config.notFound;
  return { isConfigurable, config, variant, noVariants, states, pick };
}

/** The price box's figures for the chosen variant, bundle choices, grouped quantities and custom options. */
export function usePurchasePrices(
  model: PurchaseModel,
  variant: ChildModel | null,
  bundleChoices: BundleChoices,
  groupedQty: Record<string, number>,
  customInputs: CustomOptionInputs,
) {
  return useMemo(() => {
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
}

export interface PurchaseChoices {
  configuration: ConfigurationState['configuration'];
  variant: ChildModel | null;
  customInputs: CustomOptionInputs;
  bundleChoices: BundleChoices;
  groupedQty: Record<string, number>;
}

/** Quantity, missing options and Add to cart: checks the form, then asks the cart for the lines (grouped: one per item). */
export function useAddToCartForm(
  model: PurchaseModel,
  { configuration, variant, customInputs, bundleChoices, groupedQty }: PurchaseChoices,
  { adding, add }: { adding: boolean; add: (requests: AddToCartRequest[]) => void },
  t: (key: string) => string,
) {
  const [qty, setQty] = useState('1');
  const [qtyError, setQtyError] = useState<string | null>(null);
  const [missing, setMissing] = useState<number[]>([]);
  const [formError, setFormError] = useState<string | null>(null);

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
      configuration,
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

  return { qty, setQty, qtyError, setQtyError, missing, setMissing, formError, addToCart };
}

/** The wishlist's entry for the product as chosen: the variant's sku, page and photo when one is chosen. */
export function wishlistItemOf(model: PurchaseModel, variant: ChildModel | null, configuration: ConfigurationState['configuration'], finalPrice: number) {
  return {
    sku: variant?.sku ?? model.sku,
    parentSku: variant ? model.sku : null,
    name: model.name,
    url: productPageUrl({ storeUrl: model.storeUrl, parentSku: model.sku, slug: model.slug, childSku: variant?.sku }),
    image: variant?.image || model.gallery[0]?.path || null,
    price: Number.isFinite(finalPrice) ? finalPrice : null,
    type: model.type,
    needsOptions: model.customOptions.some((option) => option.is_require),
    productOption: variant ? productOption({ customInputs: {}, configurableOptions: model.options, configuration }) : null,
  };
}
