/** The cart's server mutations as sync tasks (README: /api/cart/*); cart id and token are filled in when sent. */
import type { CartLine } from '@/lib/domain/cart-lines';
import type { SyncTask, SyncTaskInput } from '@/lib/domain/sync-task';

export const CART_CREATED = 'cart/created';
export const CART_ITEM_UPDATED = 'cart/item-updated';
const CART_ITEM_DELETED = 'cart/item-deleted';

export interface ItemUpdateMeta {
  sku: string;
  checksum: string;
  /** null: the line was new (a failed update removes it); else the quantity to restore. */
  previousQty: number | null;
}

const query = (storeCode: string) => `token={{token}}&storeCode=${encodeURIComponent(storeCode)}`;
const cartQuery = (storeCode: string) => `${query(storeCode)}&cartId={{cartId}}`;

/** The cart's own tasks of a store view (orders have their own queue in the checkout). */
export const ownsTask = (storeCode: string) => (task: Pick<SyncTask, 'url'>) =>
  task.url.startsWith('/api/cart/') && new URLSearchParams(task.url.split('?')[1] ?? '').get('storeCode') === storeCode;

/** As a guest (spec §4 Cart connect: a 401 retries without the customer's token). */
export function createCartTask(storeCode: string, { guest = false } = {}): SyncTaskInput {
  const params = guest ? `storeCode=${encodeURIComponent(storeCode)}` : query(storeCode);
  return { url: `/api/cart/create?${params}`, payload: { method: 'POST', body: {} }, callback_event: CART_CREATED, silent: true, meta: { guest } };
}

export function pullCartRead(storeCode: string) {
  return { url: `/api/cart/pull?${cartQuery(storeCode)}`, payload: { method: 'GET' as const } };
}

export function totalsRead(storeCode: string) {
  return { url: `/api/cart/totals?${cartQuery(storeCode)}`, payload: { method: 'GET' as const } };
}

export function isCreateCartTask(task: Pick<SyncTask, 'url'>): boolean {
  return task.url.startsWith('/api/cart/create');
}

export function updateItemTask(storeCode: string, line: CartLine, previousQty: number | null): SyncTaskInput {
  const meta: ItemUpdateMeta = { sku: line.sku, checksum: line.checksum, previousQty };
  return {
    url: `/api/cart/update?${cartQuery(storeCode)}`,
    payload: {
      method: 'POST',
      body: {
        cartItem: {
          sku: line.sku,
          qty: line.qty,
          quoteId: '{{cartId}}',
          // No item_id: the server finds the line by sku and options, so an id made stale by a login merge or
          // another device cannot fail the update (quantities are absolute, a re-sent update changes nothing).
          ...(line.product_option ? { product_option: line.product_option } : {}),
        },
      },
    },
    callback_event: CART_ITEM_UPDATED,
    meta,
  };
}

export function deleteItemTask(storeCode: string, line: CartLine): SyncTaskInput {
  return {
    url: `/api/cart/delete?${cartQuery(storeCode)}`,
    payload: {
      method: 'POST',
      body: { cartItem: { sku: line.sku, quoteId: '{{cartId}}', ...(line.server_item_id ? { item_id: line.server_item_id } : {}) } },
    },
    callback_event: CART_ITEM_DELETED,
  };
}

export function applyCouponTask(storeCode: string, code: string): SyncTaskInput {
  return { url: `/api/cart/apply-coupon?${cartQuery(storeCode)}&coupon=${encodeURIComponent(code)}`, payload: { method: 'POST' }, silent: true };
}

export function deleteCouponTask(storeCode: string): SyncTaskInput {
  return { url: `/api/cart/delete-coupon?${cartQuery(storeCode)}`, payload: { method: 'POST' } };
}
