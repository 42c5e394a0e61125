/** Spec §4 Cart item matching and §5 the add-to-cart price rule. */
import { fnv1a64 } from './fnv1a';
import { naturalOrder } from './natural-order';

export interface ProductOptionExtension {
  custom_options?: readonly unknown[] | null;
  configurable_item_options?: readonly unknown[] | null;
  bundle_options?: readonly unknown[] | null;
  [key: string]: unknown;
}

export interface CartItemIdentity {
  sku: string;
  item_id?: number | string | null;
  server_item_id?: number | string | null;
  checksum?: string | null;
  product_option?: { extension_attributes?: ProductOptionExtension | null } | null;
}

export const PRICE_UNKNOWN_ERROR = 'Product price is unknown, product cannot be added to the cart!';

function hasEntries(list: readonly unknown[] | null | undefined): boolean {
  return Array.isArray(list) && list.length > 0;
}

function extension(item: CartItemIdentity): ProductOptionExtension {
  return item.product_option?.extension_attributes ?? {};
}

function hasBundleOrCustomOptions(item: CartItemIdentity): boolean {
  const options = extension(item);
  return hasEntries(options.bundle_options) || hasEntries(options.custom_options);
}

function hasConfigurableOptions(item: CartItemIdentity): boolean {
  return hasEntries(extension(item).configurable_item_options);
}

/** The server's id when the item has been synced, else the local one. */
function itemId(item: CartItemIdentity): string | null {
  const id = item.server_item_id ?? item.item_id;
  return id === null || id === undefined || id === '' ? null : String(id);
}

function sameItemId(a: CartItemIdentity, b: CartItemIdentity): boolean {
  const id = itemId(a);
  return id !== null && id === itemId(b);
}

/**
 * Keys are sorted and scalars compared as strings, because the server echoes option ids and values as
 * strings where the client holds numbers. Lists are sets of choices (options by option_id, selections
 * by value), so they are sorted too: the order of the shopper's clicks does not matter.
 */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return sortChoices(value.map(canonical));
  if (isRecord(value)) {
    return Object.fromEntries(
      Object.keys(value)
        .filter((key) => value[key] !== undefined && value[key] !== null)
        .sort()
        .map((key) => [key, canonical(value[key])]),
    );
  }
  return value === null || value === undefined ? null : String(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sortChoices(items: unknown[]): unknown[] {
  if (items.every((item) => typeof item === 'string' || item === null)) {
    return [...items].sort((a, b) => naturalOrder(String(a), String(b)));
  }
  if (items.every((item) => isRecord(item) && 'option_id' in item)) {
    const optionId = (item: unknown) => String((item as Record<string, unknown>).option_id);
    return [...items].sort(
      (a, b) => naturalOrder(optionId(a), optionId(b)) || naturalOrder(JSON.stringify(a), JSON.stringify(b)),
    );
  }
  return items;
}

/**
 * A stable fingerprint of the options a shopper chose (product_option.extension_attributes), so two lines
 * of the same bundle or customised product can be told apart before the server has given them ids.
 */
export function productChecksum(item: Pick<CartItemIdentity, 'product_option'>): string {
  return fnv1a64(JSON.stringify(canonical(item.product_option?.extension_attributes ?? {})));
}

function checksumOf(item: CartItemIdentity): string {
  return item.checksum || productChecksum(item);
}

/**
 * Bundle or custom options: same item id or same checksum. Configurable options: same sku (the child's).
 * Otherwise: same item id or same sku.
 */
export function isSameCartItem(a: CartItemIdentity, b: CartItemIdentity): boolean {
  if (hasBundleOrCustomOptions(a) || hasBundleOrCustomOptions(b)) {
    return sameItemId(a, b) || checksumOf(a) === checksumOf(b);
  }
  if (hasConfigurableOptions(a) || hasConfigurableOptions(b)) return a.sku === b.sku;
  return sameItemId(a, b) || a.sku === b.sku;
}

export function findCartItem<T extends CartItemIdentity>(
  items: readonly T[],
  wanted: CartItemIdentity,
): T | undefined {
  return items.find((item) => isSameCartItem(item, wanted));
}

export interface AddableProduct {
  price_incl_tax?: number | null;
  /** Messages keyed by their source (e.g. variants), or a plain list. */
  errors?:
    Readonly<Record<string, string | null | undefined>> | readonly (string | null | undefined)[] | null;
}

function isPriceUnknown(price: number | null | undefined, allowZeroPrice: boolean): boolean {
  if (price === null || price === undefined || !Number.isFinite(price)) return true;
  return allowZeroPrice ? price < 0 : price <= 0;
}

/** Every reason the product cannot go into the cart; an empty list means it can. */
export function canAddToCart(
  product: AddableProduct,
  { allowZeroPrice = true }: { allowZeroPrice?: boolean } = {},
): string[] {
  const errors: string[] = [];
  if (isPriceUnknown(product.price_incl_tax, allowZeroPrice)) errors.push(PRICE_UNKNOWN_ERROR);
  const productErrors = product.errors ?? [];
  const listed = Array.isArray(productErrors) ? productErrors : Object.values(productErrors);
  for (const message of listed) if (message) errors.push(message);
  return errors;
}
