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

type BundleOptionsAsList = { ok: true; value: unknown } | { ok: false; key: string; message: string };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * bundle_options as a list. Vue Storefront 1 sends an object keyed by option id (`{"20451": {option_id: 20451, …}}`),
 * which vue-storefront-api passes on and Magento accepts; our storefront sends the list. Each entry of a keyed object
 * must be an option whose option_id is its key. Any other value (a list too) is answered unchanged, for the caller's
 * schema to check.
 */
export function bundleOptionsAsList(value: unknown): BundleOptionsAsList {
  if (!isObject(value)) return { ok: true, value };
  const list: Record<string, unknown>[] = [];
  for (const [key, entry] of Object.entries(value)) {
    if (!isObject(entry)) return { ok: false, key, message: `expected an option object keyed by its option_id, received ${Array.isArray(entry) ? 'array' : entry === null ? 'null' : typeof entry}` };
    const id = entry.option_id;
    if ((typeof id !== 'number' && typeof id !== 'string') || String(id).trim() !== key) {
      return { ok: false, key, message: `option_id ${JSON.stringify(id) ?? 'undefined'} does not match its key "${key}"` };
    }
    list.push(entry);
  }
  return { ok: true, value: list };
}
