'use client';

import { useMemo, useState } from 'react';
import type { ConfigurableChild, ConfigurableOption } from '@/lib/domain/catalog-types';
import { initialConfiguration, optionValueStates, pickOptionValue, type ConfigurationState } from '@/lib/domain/product-configuration';
import { configurableItemOptions, type ProductOption } from '@/lib/domain/product-option';
import type { PurchaseExtrasSummary } from '@/lib/domain/purchase-extras';
import { quantityProblem } from '@/lib/domain/quantity-problem';
import type { AddToCartRequest } from '@/lib/api/cart-product';
import type { ChildModel, ExtrasReport, PurchaseModel } from './purchase-model';

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
      window.history.replaceState(null, '', `${(next.variant as ChildModel).url}${window.location.search}`);
    }
  };

  const variant = config.variant as ChildModel | null;
  const noVariants = isConfigurable && !variant && !config.notFound;
  return { isConfigurable, config, variant, noVariants, states, pick };
}

/** Products without bundle, grouped or custom options: nothing to add to the product's price or cart options. */
const NO_EXTRAS: PurchaseExtrasSummary = { base: null, selected: [], missing: [], customOptions: [], bundleOptions: [], groupedItems: [] };

/**
 * The extras' summary and the price box's prices: as the server computed them for the initial choices, then as
 * components/product/purchase-extras.tsx reports them; without extras, the chosen variant's or the product's prices.
 */
export function useExtras(model: PurchaseModel, variant: ChildModel | null) {
  const [report, setReport] = useState<ExtrasReport | null>(model.extras);
  const summary = report?.summary ?? NO_EXTRAS;
  const prices = report?.prices ?? variant?.prices ?? model.prices;
  return { summary, prices, setReport };
}

/** The cart's product_option for the chosen configuration and extras. */
function productOptionOf(model: PurchaseModel, configuration: ConfigurationState['configuration'], extras: PurchaseExtrasSummary): ProductOption {
  return {
    extension_attributes: {
      custom_options: extras.customOptions,
      configurable_item_options: configurableItemOptions(model.options, configuration),
      bundle_options: extras.bundleOptions,
    },
  };
}

export interface PurchaseChoices {
  configuration: ConfigurationState['configuration'];
  variant: ChildModel | null;
  extras: PurchaseExtrasSummary;
}

/** Quantity, missing options and Add to cart: checks the form, then asks the cart for the lines (grouped: one per item). */
export function useAddToCartForm(
  model: PurchaseModel,
  { configuration, variant, extras }: PurchaseChoices,
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
    setQtyError(problem ? t(problem) : null);
    setMissing(extras.missing);
    setFormError(null);
    if (problem || extras.missing.length > 0) return;
    const option = productOptionOf(model, configuration, extras);
    if (model.type === 'grouped') {
      if (extras.groupedItems.length === 0) {
        setFormError(t('groupedEmpty'));
        return;
      }
      add(extras.groupedItems.map((item) => ({ sku: item.sku, qty: item.qty * Number(qty), product_option: option, parentSku: model.sku })));
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
    url: variant?.url ?? model.url,
    image: variant?.image || model.gallery[0]?.path || null,
    price: Number.isFinite(finalPrice) ? finalPrice : null,
    type: model.type,
    needsOptions: model.customOptions.some((option) => option.is_require),
    productOption: variant ? productOptionOf(model, configuration, NO_EXTRAS) : null,
  };
}
