'use client';

import { createStore, type StoreApi } from 'zustand/vanilla';
import { createJSONStorage, persist } from 'zustand/middleware';
import { checkStock, fetchCartProduct, type AddToCartRequest } from '@/lib/api/cart-product';
import { fetchCartTotals, type CartTotals } from '@/lib/api/cart-totals';
import { canAddToCart, isSameCartItem } from '@/lib/domain/cart-item-match';
import { addToLines, parseQuantity, removeFromLines, replaceLine, type CartLine, type NewCartLine } from '@/lib/domain/cart-lines';
import { INVALID_COUPON_MESSAGE } from '@/lib/domain/coupon';
import type { NotificationInput } from '@/lib/domain/notifications';
import { OUT_OF_STOCK_ERROR, VOLATILE_STOCK_WARNING, type StockStatus } from '@/lib/domain/stock-status';
import { isSuccess, type SyncTask } from '@/lib/domain/sync-task';
import {
  applyCouponTask,
  CART_CREATED,
  CART_ITEM_UPDATED,
  createCartTask,
  deleteCouponTask,
  deleteItemTask,
  isCreateCartTask,
  ownsTask,
  updateItemTask,
  type ItemUpdateMeta,
} from '@/lib/offline/cart-tasks';
import { storefrontDb, type StorefrontDatabase } from '@/lib/offline/db';
import { dexieStorage } from '@/lib/offline/dexie-storage';
import { createSyncQueue, type SyncQueue } from '@/lib/offline/sync-queue';
import { createTokenLock, type TokenLock } from '@/lib/offline/token-lock';

/** Texts the cart shows (spec §8); the listener passes the translated ones. */
export interface CartTexts {
  added: string;
  updated: string;
  proceedToCheckout: string;
  outOfStock: string;
  volatile: string;
  invalidCoupon: string;
  productUnknown: string;
}

export const englishCartTexts: CartTexts = {
  added: 'Product has been added to the cart!',
  updated: 'Product quantity has been updated!',
  proceedToCheckout: 'Proceed to checkout',
  outOfStock: OUT_OF_STOCK_ERROR,
  volatile: VOLATILE_STOCK_WARNING,
  invalidCoupon: INVALID_COUPON_MESSAGE,
  productUnknown: 'Error: Error while adding products',
};

/** The user session plugs its token and refresh in here (issue 5, account part); a guest has none. */
export interface CartAuth {
  token: () => string | null;
  refresh: () => Promise<string | null>;
  onBlocked: () => void;
}

export interface CartDependencies {
  db: () => StorefrontDatabase;
  loadProduct: (storeCode: string, request: AddToCartRequest) => Promise<NewCartLine | null>;
  checkStock: (sku: string) => Promise<{ status: StockStatus; qty: number | null }>;
  fetchTotals: (storeCode: string, cartId: string) => Promise<CartTotals | null>;
  notify: (notification: NotificationInput) => void;
  auth: CartAuth;
  isOnline?: () => boolean;
  fetch?: typeof fetch;
}

export interface CartState {
  cartItems: CartLine[];
  /** The server cart's id (spec: cart token). */
  cartServerToken: string | null;
  totals: CartTotals | null;
  coupon: string | null;
  isAddingToCart: boolean;
  /** Restored from IndexedDB: before that the UI must not say the cart is empty. */
  cartIsLoaded: boolean;
  texts: CartTexts;
  setTexts: (texts: CartTexts) => void;
  addItem: (request: AddToCartRequest) => Promise<boolean>;
  /** The error message, or null when the quantity was accepted. */
  setQuantity: (line: CartLine, input: string | number) => Promise<string | null>;
  removeItem: (line: CartLine) => Promise<void>;
  applyCoupon: (code: string) => Promise<boolean>;
  removeCoupon: () => Promise<void>;
  /** Sends queued tasks (on load and when the browser is back online), then refreshes totals. */
  sync: () => Promise<void>;
}

export type CartStore = StoreApi<CartState>;

const matches = (line: CartLine, meta: ItemUpdateMeta) => line.sku === meta.sku && line.checksum === meta.checksum;

export function createCartStore(storeCode: string, deps: CartDependencies): { store: CartStore; queue: SyncQueue; tokenLock: TokenLock } {
  let markLoaded: () => void = () => {};
  /** Actions wait for the restore, or a late restore would overwrite what the shopper just did. */
  const loaded = new Promise<void>((resolve) => (markLoaded = resolve));
  const tokenLock = createTokenLock(deps.auth.refresh, deps.auth.onBlocked);

  const store = createStore<CartState>()(
    persist(
      (set, get) => {
        const texts = () => get().texts;

        async function ensureCart() {
          if (get().cartServerToken) return;
          const pendingCreate = await deps.db().syncTasks.where('transmited').equals(0).filter((task) => isCreateCartTask(task) && ownsTask(storeCode)(task)).count();
          if (pendingCreate === 0) await queue.enqueue(createCartTask(storeCode));
        }

        async function refreshTotals() {
          const cartId = get().cartServerToken;
          if (!cartId) return;
          const totals = await deps.fetchTotals(storeCode, cartId);
          if (totals) set({ totals, coupon: totals.coupon_code ?? null });
        }

        async function pushLine(line: CartLine, previousQty: number | null) {
          await ensureCart();
          await queue.enqueue(updateItemTask(storeCode, line, previousQty));
          await queue.run();
          await refreshTotals();
        }

        return {
          cartItems: [],
          cartServerToken: null,
          totals: null,
          coupon: null,
          isAddingToCart: false,
          cartIsLoaded: false,
          texts: englishCartTexts,
          setTexts: (next) => set({ texts: next }),

          async addItem(request) {
            await loaded;
            set({ isAddingToCart: true });
            try {
              const product = await deps.loadProduct(storeCode, request).catch(() => null);
              if (!product) {
                deps.notify({ type: 'danger', message: texts().productUnknown });
                return false;
              }
              const errors = canAddToCart(product);
              if (errors.length > 0) {
                for (const message of errors) deps.notify({ type: 'danger', message });
                return false;
              }
              const stock = await deps.checkStock(product.sku);
              if (stock.status === 'out_of_stock') {
                deps.notify({ type: 'danger', message: texts().outOfStock });
                return false;
              }
              if (stock.status === 'volatile') deps.notify({ type: 'warning', message: texts().volatile });
              const added = addToLines(get().cartItems, product, request.qty && request.qty > 0 ? request.qty : 1);
              set({ cartItems: added.lines });
              deps.notify({
                type: 'success',
                message: added.updated ? texts().updated : texts().added,
                action1: { label: texts().proceedToCheckout, action: 'proceed-to-checkout' },
              });
              await pushLine(added.line, added.previousQty);
              return true;
            } finally {
              set({ isAddingToCart: false });
            }
          },

          async setQuantity(line, input) {
            await loaded;
            const parsed = parseQuantity(input);
            if (!parsed.ok) return parsed.error;
            if (parsed.qty > line.qty) {
              const stock = await deps.checkStock(line.sku);
              const available = stock.status === 'ok' && stock.qty !== null && stock.qty > 0 ? stock.qty : undefined;
              const limited = parseQuantity(input, available);
              if (!limited.ok) return limited.error;
            }
            const current = get().cartItems.find((entry) => isSameCartItem(entry, line));
            if (!current || current.qty === parsed.qty) return null;
            const changed = { ...current, qty: parsed.qty };
            set({ cartItems: replaceLine(get().cartItems, current, () => changed) });
            await pushLine(changed, current.qty);
            return null;
          },

          async removeItem(line) {
            await loaded;
            const before = get().cartItems;
            const after = removeFromLines(before, line);
            set({ cartItems: after });
            if (!get().cartServerToken) return;
            for (const removed of before.filter((entry) => !after.includes(entry))) await queue.enqueue(deleteItemTask(storeCode, removed));
            await queue.run();
            await refreshTotals();
          },

          async applyCoupon(code) {
            await loaded;
            const trimmed = code.trim();
            if (!trimmed || !get().cartServerToken) {
              deps.notify({ type: 'danger', message: texts().invalidCoupon });
              return false;
            }
            const task = await queue.execute(applyCouponTask(storeCode, trimmed));
            if (!task || !isSuccess(task.resultCode)) {
              deps.notify({ type: 'danger', message: texts().invalidCoupon });
              return false;
            }
            set({ coupon: trimmed });
            await refreshTotals();
            return true;
          },

          async removeCoupon() {
            await loaded;
            if (get().cartServerToken) await queue.execute(deleteCouponTask(storeCode));
            set({ coupon: null });
            await refreshTotals();
          },

          async sync() {
            await loaded;
            if (get().cartItems.length > 0) await ensureCart();
            await queue.run();
            await refreshTotals();
          },
        };
      },
      {
        name: `${storeCode}:cart`,
        storage: createJSONStorage(() => dexieStorage(deps.db)),
        partialize: (state) => ({ cartItems: state.cartItems, cartServerToken: state.cartServerToken, totals: state.totals, coupon: state.coupon }),
        onRehydrateStorage: () => () => {
          store.setState({ cartIsLoaded: true });
          markLoaded();
        },
      },
    ),
  );

  /** Results are applied here, not where the task was queued: a task sent after a reload still lands. */
  async function onTaskDone(task: SyncTask) {
    const state = store.getState();
    if (task.callback_event === CART_CREATED) {
      if (isSuccess(task.resultCode) && typeof task.result === 'string' && !state.cartServerToken) {
        store.setState({ cartServerToken: task.result });
        void queue.run();
      }
      return;
    }
    if (task.callback_event === CART_ITEM_UPDATED) {
      const meta = task.meta as ItemUpdateMeta;
      const serverItemId = (task.result as { item_id?: unknown } | null)?.item_id;
      const lines = state.cartItems.flatMap((line): CartLine[] => {
        if (!matches(line, meta)) return [line];
        if (isSuccess(task.resultCode)) return [{ ...line, server_item_id: typeof serverItemId === 'number' ? serverItemId : line.server_item_id }];
        // Spec §4 Item update failure: a new item goes, a changed one gets its previous quantity back.
        return meta.previousQty === null ? [] : [{ ...line, qty: meta.previousQty }];
      });
      store.setState({ cartItems: lines });
    }
  }

  const queue: SyncQueue = createSyncQueue({
    db: deps.db,
    tokenLock,
    cartId: () => store.getState().cartServerToken,
    token: deps.auth.token,
    isOnline: deps.isOnline,
    fetch: deps.fetch,
    owns: ownsTask(storeCode),
    notifyError: (message) => deps.notify({ type: 'danger', message, action1: { label: 'OK' } }),
    onMissingCartId: () => {
      if (!store.getState().cartServerToken) void ensureCartFromOutside();
    },
    onTaskDone,
  });

  async function ensureCartFromOutside() {
    const pending = await deps.db().syncTasks.where('transmited').equals(0).filter((task) => isCreateCartTask(task) && ownsTask(storeCode)(task)).count();
    if (pending === 0) {
      await queue.enqueue(createCartTask(storeCode));
      void queue.run();
    }
  }

  return { store, queue, tokenLock };
}

export const cartAuth: CartAuth = { token: () => null, refresh: async () => null, onBlocked: () => {} };

const stores = new Map<string, CartStore>();
const tokenLocks = new Map<string, TokenLock>();

/** After a new login every cart's token lock is back to normal (spec §4 Login). */
export function resetCartTokenLocks(): void {
  for (const lock of tokenLocks.values()) lock.reset();
}

/** The browser's cart of a store view (one per store code, persisted as `{storeCode}:cart`). */
export function cartStoreFor(storeCode: string, notify: (notification: NotificationInput) => void): CartStore {
  let store = stores.get(storeCode);
  if (!store) {
    const created = createCartStore(storeCode, {
      db: storefrontDb,
      loadProduct: fetchCartProduct,
      checkStock,
      fetchTotals: fetchCartTotals,
      notify: (notification) => notify(notification),
      auth: { token: () => cartAuth.token(), refresh: () => cartAuth.refresh(), onBlocked: () => cartAuth.onBlocked() },
    });
    store = created.store;
    tokenLocks.set(storeCode, created.tokenLock);
    stores.set(storeCode, store);
  }
  return store;
}
