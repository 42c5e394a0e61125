'use client';

import { createStore, type StoreApi } from 'zustand/vanilla';
import { createJSONStorage, persist } from 'zustand/middleware';
import { checkStock, fetchCartProduct, type AddToCartRequest, type StockCheck } from '@/lib/api/cart-product';
import { cartTotalsSchema, type CartTotals } from '@/lib/api/cart-totals';
import { catalogRules, queueConfig } from '@/lib/config/constants';
import { canAddToCart, isSameCartItem } from '@/lib/domain/cart-item-match';
import { addToLines, cartCount, parseQuantity, removeFromLines, replaceLine, type CartLine, type NewCartLine } from '@/lib/domain/cart-lines';
import { applyStockResult, cartHash, lineFromServerItem, NO_SUCH_CART_MESSAGE, planCartSync, type ServerCartItem } from '@/lib/domain/cart-sync';
import { INVALID_COUPON_MESSAGE } from '@/lib/domain/coupon';
import type { NotificationInput } from '@/lib/domain/notifications';
import { OUT_OF_STOCK_ERROR, VOLATILE_STOCK_WARNING } from '@/lib/domain/stock-status';
import { isSuccess, TOKEN_REFRESH_FAILED, type SyncTask, type TaskAnswer } from '@/lib/domain/sync-task';
import { z } from 'zod';
import {
  applyCouponTask,
  CART_CREATED,
  CART_ITEM_UPDATED,
  createCartTask,
  deleteCouponTask,
  deleteItemTask,
  isCreateCartTask,
  ownsTask,
  pullCartRead,
  totalsRead,
  updateItemTask,
  type ItemUpdateMeta,
} from '@/lib/api/cart-tasks';
import { storefrontDb, type StorefrontDatabase } from '@/lib/offline/db';
import { dexieStorage } from '@/lib/offline/dexie-storage';
import { writeShopperSummary } from '@/lib/offline/shopper-summary';
import { onOtherTabWrite } from '@/lib/offline/tab-sync';
import { createSyncQueue, type SyncQueue } from '@/lib/offline/sync-queue';
import { createTokenLock, registerSessionLock, type TokenLock } from '@/lib/offline/token-lock';

/** Texts the cart shows (spec §8); the listener passes the translated ones. */
export interface CartTexts {
  added: string;
  updated: string;
  proceedToCheckout: string;
  outOfStock: string;
  volatile: string;
  invalidCoupon: string;
  productUnknown: string;
  optionsChanged: string;
}

export const englishCartTexts: CartTexts = {
  added: 'Product has been added to the cart!',
  updated: 'Product quantity has been updated!',
  proceedToCheckout: 'Proceed to checkout',
  outOfStock: OUT_OF_STOCK_ERROR,
  volatile: VOLATILE_STOCK_WARNING,
  invalidCoupon: INVALID_COUPON_MESSAGE,
  productUnknown: 'Error: Error while adding products',
  optionsChanged: 'Product options have been changed!',
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
  checkStock: (sku: string) => Promise<StockCheck>;
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
  /** cartHash of the lines the server totals were computed for: other lines show an estimate instead. */
  totalsHash: string | null;
  coupon: string | null;
  isAddingToCart: boolean;
  /** Restored from IndexedDB: before that the UI must not say the cart is empty. */
  cartIsLoaded: boolean;
  /** cartHash of the server cart at the last sync: an unchanged server and client need no merge. */
  cartServerHash: string | null;
  /** Guest reconnects made after a refused connect or sync (spec §4 Cart connect, queues.maxCartBypassAttempts). */
  bypassCount: number;
  /** Connect failed beyond the bypass limit: the cart stays local. */
  syncDisabled: boolean;
  texts: CartTexts;
  setTexts: (texts: CartTexts) => void;
  /**
   * Resolves once the server has the line (or it is queued); `onDecided` is told as soon as the shopper has the
   * answer (added, or refused with a notification), before the server round trip.
   */
  addItem: (request: AddToCartRequest, onDecided?: (added: boolean) => void) => Promise<boolean>;
  /** The error message, or null when the quantity was accepted. */
  setQuantity: (line: CartLine, input: string | number) => Promise<string | null>;
  removeItem: (line: CartLine) => Promise<void>;
  /** Another variant of a line (microcart edit): merged into an existing line of that variant. */
  changeOptions: (line: CartLine, request: AddToCartRequest) => Promise<boolean>;
  applyCoupon: (code: string) => Promise<boolean>;
  removeCoupon: () => Promise<void>;
  /** Sends queued tasks (on load and when the browser is back online), merges the server cart, refreshes totals. */
  sync: () => Promise<void>;
  /** A new cart id from the server (login): merge with the server cart without doubling lines. */
  connect: (cartId: string | null) => Promise<void>;
  /** Spec §4 clearing without sync (logout, order placed): lines, server token, totals and unsent changes go. */
  clear: () => Promise<void>;
}

export type CartStore = StoreApi<CartState>;

const matches = (line: CartLine, meta: ItemUpdateMeta) => line.sku === meta.sku && line.checksum === meta.checksum;

const serverItemSchema = z
  .object({
    item_id: z.number(),
    sku: z.string(),
    qty: z.number(),
    name: z.string().nullish(),
    price: z.number().nullish(),
    product_type: z.string().nullish(),
    parent_sku: z.string().nullish(),
    product_option: z.object({ extension_attributes: z.record(z.string(), z.unknown()).nullish() }).loose().nullish(),
  })
  .loose();
const serverItemsSchema = z.array(serverItemSchema);

/** The server no longer has the cart (ordered elsewhere, merged, expired): a new one is made. */
const isCartGone = (answer: Pick<TaskAnswer, 'code' | 'result'>) => Number(answer.code) === 404 && answer.result === NO_SUCH_CART_MESSAGE;

export function createCartStore(storeCode: string, deps: CartDependencies): { store: CartStore; queue: SyncQueue; tokenLock: TokenLock } {
  let markLoaded: () => void = () => {};
  /** Actions wait for the restore, or a late restore would overwrite what the shopper just did. */
  const loaded = new Promise<void>((resolve) => (markLoaded = resolve));
  const tokenLock = createTokenLock(deps.auth.refresh, deps.auth.onBlocked);
  const owned = ownsTask(storeCode);
  const pendingTasks = () => deps.db().syncTasks.where('transmited').equals(0).filter((task) => owned(task));

  /** Queues the creation of a server cart unless there is one or one is on its way; true when it queued one. */
  async function ensureCart(): Promise<boolean> {
    const state = store.getState();
    if (state.cartServerToken || state.syncDisabled) return false;
    const pendingCreate = await pendingTasks().filter((task) => isCreateCartTask(task)).count();
    if (pendingCreate > 0) return false;
    await queue.enqueue(createCartTask(storeCode));
    return true;
  }

  async function refreshTotals() {
    if (!store.getState().cartServerToken) return;
    const answer = await queue.read(totalsRead(storeCode));
    if (!answer) return;
    if (isCartGone(answer)) return cartGone();
    const totals = isSuccess(answer.code) ? cartTotalsSchema.safeParse(answer.result) : null;
    // Only when no change of ours is still queued do these totals describe the lines the shopper sees.
    const settled = (await pendingTasks().count()) === 0;
    if (totals?.success) {
      store.setState({ totals: totals.data, coupon: totals.data.coupon_code ?? null, totalsHash: settled ? cartHash(store.getState().cartItems) : null });
    }
  }

  /** Spec §4 Cart sync: only with a server cart, sync enabled, online, and nothing of ours still queued. */
  async function pullServerCart() {
    const state = store.getState();
    if (!state.cartServerToken || state.syncDisabled) return;
    if ((await pendingTasks().count()) > 0) return;
    // What the shopper had when the pull left: a change made meanwhile wins over what the pull saw.
    const current = store.getState();
    const answer = await queue.read(pullCartRead(storeCode));
    if (!answer) return;
    if (!isSuccess(answer.code)) {
      if (isCartGone(answer)) await cartGone();
      // A refused sync reconnects as a guest within the bypass limit (spec §9), unless the session is being ended.
      else if ([401, 403].includes(Number(answer.code)) && !sessionRefused(answer)) await reconnect();
      return;
    }
    const parsed = serverItemsSchema.safeParse(answer.result);
    if (!parsed.success) return;
    const serverItems = parsed.data as ServerCartItem[];
    const serverHash = cartHash(serverItems);
    const changedMeanwhile = async () => store.getState().cartItems !== current.cartItems || (await pendingTasks().count()) > 0;
    if (await changedMeanwhile()) return;
    if (serverHash === current.cartServerHash && cartHash(current.cartItems) === serverHash) return;
    const plan = planCartSync(current.cartItems, serverItems);
    const pulled = await Promise.all(
      plan.pull.map(async (item) => {
        const product = await deps.loadProduct(storeCode, { sku: item.sku, parentSku: item.parent_sku ?? null, product_option: item.product_option ?? null }).catch(() => null);
        return lineFromServerItem(item, product);
      }),
    );
    if (await changedMeanwhile()) return;
    store.setState({ cartItems: [...plan.lines, ...pulled], cartServerHash: serverHash });
    if (plan.push.length === 0) return;
    for (const line of plan.push) await queue.enqueue(updateItemTask(storeCode, line, null));
    await queue.run();
  }

  /** Spec §4 Stock sync callback for lines added while the stock could not be checked. */
  async function syncStock() {
    for (const line of store.getState().cartItems.filter((entry) => entry.stock === 'volatile')) {
      const stock = await deps.checkStock(line.sku);
      if (stock.status === 'volatile') continue;
      const checked = applyStockResult(line, { is_in_stock: stock.status === 'ok' }, {
        allowOutOfStock: catalogRules.allowOutOfStockInCart,
        syncEnabled: !store.getState().syncDisabled,
        outOfStockMessage: store.getState().texts.outOfStock,
      });
      store.setState({ cartItems: replaceLine(store.getState().cartItems, line, () => checked) });
    }
  }

  /** The server lost the cart: a new one is created and every line is sent to it again. */
  async function cartGone() {
    await pendingTasks().delete();
    store.setState({
      cartServerToken: null,
      cartServerHash: null,
      totals: null,
      cartItems: store.getState().cartItems.map((line) => ({ ...line, server_item_id: null })),
    });
    if (store.getState().syncDisabled) return;
    await queue.enqueue(createCartTask(storeCode));
    for (const line of store.getState().cartItems) await queue.enqueue(updateItemTask(storeCode, line, line.qty));
    void queue.run();
  }

  /** The token refresh failed: the session ends (logout, tasks dropped); no guest cart is made from its lines. */
  const sessionRefused = (answer: Pick<TaskAnswer, 'result'>) => tokenLock.state() === -1 || answer.result === TOKEN_REFRESH_FAILED;

  /** Spec §4 Cart connect: a guest cart while the bypass counter is below the maximum; otherwise sync is off. */
  async function reconnect() {
    const state = store.getState();
    if (state.bypassCount >= queueConfig.maxCartBypassAttempts) {
      store.setState({ syncDisabled: true, cartServerToken: null });
      await pendingTasks().delete();
      return;
    }
    store.setState({ bypassCount: state.bypassCount + 1, cartServerToken: null, cartServerHash: null });
    await pendingTasks().filter((task) => isCreateCartTask(task)).delete();
    await queue.enqueue(createCartTask(storeCode, { guest: true }));
    for (const line of store.getState().cartItems) await queue.enqueue(updateItemTask(storeCode, { ...line, server_item_id: null }, line.qty));
    void queue.run();
  }

  async function pushLine(line: CartLine, previousQty: number | null) {
    if (store.getState().syncDisabled) return;
    await ensureCart();
    await queue.enqueue(updateItemTask(storeCode, line, previousQty));
    await queue.run();
    await refreshTotals();
  }

  const store = createStore<CartState>()(
    persist(
      (set, get) => {
        const texts = () => get().texts;

        return {
          cartItems: [],
          cartServerToken: null,
          totals: null,
          totalsHash: null,
          coupon: null,
          isAddingToCart: false,
          cartIsLoaded: false,
          cartServerHash: null,
          bypassCount: 0,
          syncDisabled: false,
          texts: englishCartTexts,
          setTexts: (next) => set({ texts: next }),

          async addItem(request, onDecided) {
            let decided = false;
            const decide = (added: boolean) => {
              if (decided) return;
              decided = true;
              onDecided?.(added);
            };
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
              // Refused here, before the line changes: the shopper reads only the error, never 'updated' first.
              const limit = parseQuantity(added.line.qty, undefined, stock.maxSaleQty ?? undefined);
              if (!limit.ok) {
                deps.notify({ type: 'danger', message: limit.error });
                return false;
              }
              const line: CartLine = { ...added.line, stock: stock.status === 'volatile' ? 'volatile' : added.line.stock === 'volatile' ? 'volatile' : 'ok' };
              set({ cartItems: added.lines.map((entry) => (entry === added.line ? line : entry)) });
              deps.notify({
                type: 'success',
                message: added.updated ? texts().updated : texts().added,
                action1: { label: texts().proceedToCheckout, action: 'proceed-to-checkout' },
              });
              decide(true);
              await pushLine(line, added.previousQty);
              return true;
            } finally {
              decide(false);
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
              const limited = parseQuantity(input, available, stock.maxSaleQty ?? undefined);
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
            if (get().syncDisabled) return;
            // Queued even before the cart exists: it follows the line's queued update, so the server never keeps it.
            for (const removed of before.filter((entry) => !after.includes(entry))) await queue.enqueue(deleteItemTask(storeCode, removed));
            await queue.run();
            await refreshTotals();
          },

          async changeOptions(line, request) {
            await loaded;
            if (request.sku === line.sku) return true;
            const product = await deps.loadProduct(storeCode, request).catch(() => null);
            if (!product || canAddToCart(product).length > 0) {
              deps.notify({ type: 'danger', message: texts().productUnknown });
              return false;
            }
            const stock = await deps.checkStock(product.sku);
            if (stock.status === 'out_of_stock') {
              deps.notify({ type: 'danger', message: texts().outOfStock });
              return false;
            }
            const current = get().cartItems.find((entry) => isSameCartItem(entry, line));
            if (!current) return false;
            const withoutOld = get().cartItems.filter((entry) => entry !== current);
            const added = addToLines(withoutOld, product, current.qty);
            // The edited line keeps its place in the list unless it merged into another line.
            const lines = added.updated ? added.lines : get().cartItems.map((entry) => (entry === current ? added.line : entry));
            set({ cartItems: lines });
            deps.notify({ type: 'success', message: added.updated ? texts().updated : texts().optionsChanged });
            if (!get().syncDisabled) await queue.enqueue(deleteItemTask(storeCode, current));
            await pushLine(added.line, added.previousQty);
            return true;
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
            await pullServerCart();
            await syncStock();
            await refreshTotals();
          },

          async clear() {
            await loaded;
            set({ cartItems: [], cartServerToken: null, totals: null, totalsHash: null, coupon: null, cartServerHash: null, bypassCount: 0, syncDisabled: false });
            await pendingTasks().delete();
          },

          async connect(cartId) {
            await loaded;
            // Spec §4 Authorize: the coupon comes off, the carts merge (on the server, at login), the coupon goes back on.
            const coupon = get().coupon;
            if (cartId) set({ cartServerToken: cartId, cartServerHash: null, bypassCount: 0, syncDisabled: false });
            await get().sync();
            if (coupon && get().cartServerToken && get().coupon !== coupon) {
              const task = await queue.execute(applyCouponTask(storeCode, coupon));
              if (task && isSuccess(task.resultCode)) set({ coupon });
              await refreshTotals();
            }
          },
        };
      },
      {
        name: `${storeCode}:cart`,
        storage: createJSONStorage(() => dexieStorage(deps.db)),
        partialize: (state) => ({
          cartItems: state.cartItems,
          cartServerToken: state.cartServerToken,
          totals: state.totals,
          totalsHash: state.totalsHash,
          coupon: state.coupon,
          cartServerHash: state.cartServerHash,
          bypassCount: state.bypassCount,
          syncDisabled: state.syncDisabled,
        }),
        onRehydrateStorage: () => () => {
          store.setState({ cartIsLoaded: true });
          markLoaded();
        },
      },
    ),
  );

  // Another tab changed this cart: read it again (rehydrating writes nothing back, so tabs never ping-pong).
  onOtherTabWrite(`${storeCode}:cart`, () => void store.persist.rehydrate());

  /** Results are applied here, not where the task was queued: a task sent after a reload still lands. */
  async function onTaskDone(task: SyncTask) {
    const state = store.getState();
    if (task.resultCode !== null && isCartGone({ code: task.resultCode, result: task.result })) {
      await cartGone();
      return;
    }
    if (task.callback_event === CART_CREATED) {
      if (isSuccess(task.resultCode) && typeof task.result === 'string' && !state.cartServerToken) {
        store.setState({ cartServerToken: task.result, cartServerHash: null, bypassCount: 0 });
        void queue.run();
      } else if (Number(task.resultCode) === 401 && !sessionRefused({ result: task.result })) {
        await reconnect();
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
    owns: owned,
    // A lost cart is re-created without troubling the shopper.
    notifyError: (message) => {
      if (message !== NO_SUCH_CART_MESSAGE) deps.notify({ type: 'danger', message, action1: { label: 'OK' } });
    },
    onMissingCartId: () => {
      if (!store.getState().cartServerToken) void ensureCartFromOutside();
    },
    onTaskDone,
  });

  async function ensureCartFromOutside() {
    if (await ensureCart()) void queue.run();
  }

  // The header's count on the next page's first paint, before this store loads (ADR 0019).
  store.subscribe((state) => {
    if (state.cartIsLoaded) writeShopperSummary(storeCode, { cartCount: cartCount(state.cartItems) });
  });

  return { store, queue, tokenLock };
}

export const cartAuth: CartAuth = { token: () => null, refresh: async () => null, onBlocked: () => {} };

const stores = new Map<string, CartStore>();
/** The browser's cart of a store view (one per store code, persisted as `{storeCode}:cart`). */
export function cartStoreFor(storeCode: string, notify: (notification: NotificationInput) => void): CartStore {
  let store = stores.get(storeCode);
  if (!store) {
    const created = createCartStore(storeCode, {
      db: storefrontDb,
      loadProduct: fetchCartProduct,
      checkStock,
      notify: (notification) => notify(notification),
      auth: { token: () => cartAuth.token(), refresh: () => cartAuth.refresh(), onBlocked: () => cartAuth.onBlocked() },
    });
    store = created.store;
    registerSessionLock(created.tokenLock);
    stores.set(storeCode, store);
  }
  return store;
}
