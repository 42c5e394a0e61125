'use client';

import { useState } from 'react';
import { configurationKey, type Configuration } from '@/lib/domain/configuration-choices';
import { configurableItemOptions, type ProductOption } from '@/lib/domain/product-option';
import type { PurchaseExtrasSummary } from '@/lib/domain/purchase-extras';
import { quantityProblem } from '@/lib/domain/quantity-problem';
import type { AddToCartRequest } from '@/lib/api/cart-product';
import type { ChildModel, ExtrasReport, PurchaseModel } from './purchase-model';

interface ConfigurationState {
  configuration: Configuration;
  /** The variant the configuration points to; null when none has exactly this combination. */
  variant: ChildModel | null;
  /** True when the shopper's combination has no available variant (warning VARIANT_NOT_FOUND). */
  notFound: boolean;
}

/**
 * Spec §4 Configurable selection on the product page: the chosen values, the variant they point to, the URL kept in
 * step. The server worked out what each combination points to (model.configuration); this only looks it up.
 */
export function useVariantChoice(model: PurchaseModel) {
  const choices = model.configuration;
  const codes = model.options.map((option) => option.code);
  const [config, setConfig] = useState<ConfigurationState>(() => ({
    configuration: choices?.initial ?? {},
    variant: choices?.variant == null ? null : (model.children[choices.variant] ?? null),
    notFound: false,
  }));

  const pick = (code: string, value: number) => {
    const configuration = { ...config.configuration, [code]: value };
    const index = choices?.table.variants[configurationKey(codes, configuration)];
    const variant = index === undefined ? null : (model.children[index] ?? null);
    setConfig({ configuration, variant, notFound: !variant });
    if (variant) window.history.replaceState(null, '', `${variant.url}${window.location.search}`);
  };

  const isConfigurable = Boolean(choices);
  const { variant } = config;
  const noVariants = isConfigurable && !variant && !config.notFound;
  return { isConfigurable, config, variant, noVariants, pick };
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
function productOptionOf(model: PurchaseModel, configuration: Configuration, extras: PurchaseExtrasSummary): ProductOption {
  return {
    extension_attributes: {
      custom_options: extras.customOptions,
      configurable_item_options: configurableItemOptions(model.options, configuration),
      bundle_options: extras.bundleOptions,
    },
  };
}

export interface PurchaseChoices {
  configuration: Configuration;
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
export function wishlistItemOf(model: PurchaseModel, variant: ChildModel | null, configuration: Configuration, finalPrice: number) {
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
