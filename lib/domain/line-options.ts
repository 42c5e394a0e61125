/** Microcart "edit options": another colour or size of a configurable line, as a request for that variant. */
import type { CartLine } from './cart-lines';
import type { ProductOptionExtension } from './cart-item-match';
import { matchesSelection } from './variant-choice';
import type { ConfigurableChild, ConfigurableOption } from './catalog-types';
import { productStatus } from '@/lib/config/product-status';

export interface VariantChoices {
  configurable_options: readonly Pick<ConfigurableOption, 'attribute_id' | 'attribute_code' | 'label' | 'values'>[];
  configurable_children: readonly ConfigurableChild[];
}

interface ConfigurableItemOption {
  option_id: string;
  option_value: number;
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** attribute_id → value_index of a configurable line; null when the line cannot be edited here (no parent, other options). */
export function lineConfiguration(line: Pick<CartLine, 'parentSku' | 'product_option'>): Record<string, string> | null {
  const extension: ProductOptionExtension = line.product_option?.extension_attributes ?? {};
  const choices = list(extension.configurable_item_options) as Partial<ConfigurableItemOption>[];
  if (!line.parentSku || choices.length === 0) return null;
  if (list(extension.custom_options).length > 0 || list(extension.bundle_options).length > 0) return null;
  return Object.fromEntries(choices.map((choice) => [String(choice.option_id), String(choice.option_value)]));
}

export interface VariantRequest {
  sku: string;
  parentSku: string;
  qty: number;
  product_option: { extension_attributes: ProductOptionExtension };
}

/** The child chosen by attribute_id → value_index, as an add-to-cart request; null when no enabled child has it. */
export function variantRequest(line: Pick<CartLine, 'parentSku' | 'qty' | 'product_option'>, product: VariantChoices, chosen: Readonly<Record<string, string>>): VariantRequest | null {
  if (!line.parentSku) return null;
  const byCode = Object.fromEntries(
    product.configurable_options.flatMap((option) => (chosen[option.attribute_id] === undefined ? [] : [[option.attribute_code, chosen[option.attribute_id]!]])),
  );
  if (Object.keys(byCode).length !== product.configurable_options.length) return null;
  const child = product.configurable_children.find((candidate) => candidate.status < productStatus.disabled && matchesSelection(candidate, byCode));
  if (!child) return null;
  return {
    sku: child.sku,
    parentSku: line.parentSku,
    qty: line.qty,
    product_option: {
      extension_attributes: {
        ...(line.product_option?.extension_attributes ?? {}),
        configurable_item_options: product.configurable_options.map((option) => ({ option_id: option.attribute_id, option_value: Number(chosen[option.attribute_id]) })),
      },
    },
  };
}
