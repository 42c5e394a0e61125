/** The cart's product_option (vue-storefront shape): the options a shopper chose for a cart line. */
export interface ProductOption {
  extension_attributes: {
    custom_options: { option_id: number; option_value: string }[];
    configurable_item_options: { option_id: string; option_value: number }[];
    bundle_options: { option_id: number; option_qty: number; option_selections: number[] }[];
  };
}

/** The configurable part: one entry per option with a chosen value, in the options' order. */
export function configurableItemOptions(
  options: readonly { code: string; attributeId: string }[],
  configuration: Readonly<Record<string, number>>,
): ProductOption['extension_attributes']['configurable_item_options'] {
  return options
    .filter((option) => configuration[option.code] !== undefined)
    .map((option) => ({ option_id: option.attributeId, option_value: configuration[option.code] as number }));
}
