/**
 * The cart's sync engine (spec §4 Cart sync, Cart connect): the queue of the cart's server mutations, the merge with
 * the server cart, the reconnect as a guest, stock re-checks and the results of finished tasks. It reads and writes
 * the cart's state through `cart` (the zustand store binds it) and sends through lib/api.
 */
import * as z from 'zod/mini';
import type { AddToCartRequest, StockCheck } from '@/lib/api/cart-product';
import { cartTotalsSchema, type CartTotals } from '@/lib/api/cart-totals';
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
import { catalogRules, queueConfig } from '@/lib/config/constants';
import { applyItemUpdateResult } from '@/lib/domain/cart-actions';
import { replaceLine, type CartLine, type NewCartLine } from '@/lib/domain/cart-lines';
import {
  applyStockResult,
  cartHash,
  INVALID_OPTIONS_MESSAGE,
  lineFromServerItem,
  NO_SUCH_CART_MESSAGE,
  NO_SUCH_VARIANT_MESSAGE,
  planCartSync,
  PRODUCT_NOT_AVAILABLE_MESSAGE,
  type ServerCartItem,
} from '@/lib/domain/cart-sync';
import { INVALID_COUPON_MESSAGE } from '@/lib/domain/coupon';
import type { NotificationInput } from '@/lib/domain/notifications';
import { isSuccess, TOKEN_LOCK, TOKEN_REFRESH_FAILED, type SyncTask, type TaskAnswer } from '@/lib/domain/sync-task';
import type { StorefrontDatabase } from './db';
import { createSyncQueue, type SyncQueue } from './sync-queue';
import { createTokenLock, type TokenLock } from './token-lock';

/** The shopper's session as the cart needs it: the customer's token and its refresh; a guest has none. */
export interface SessionAuth {
  token: () => string | null;
  refresh: () => Promise<string | null>;
  /** The refresh failed: the session ends. */
  onBlocked: () => void;
  /** Resolves once the session has been read from the browser's storage (the token is known). */
  ready?: () => Promise<void>;
}

/** A guest's session: no token, nothing to refresh. */
export const guestAuth: SessionAuth = { token: () => null, refresh: async () => null, onBlocked: () => {} };

export interface CartSyncDependencies {
  db: () => StorefrontDatabase;
  loadProduct: (storeCode: string, request: AddToCartRequest) => Promise<NewCartLine | null>;
  checkStock: (sku: string) => Promise<StockCheck>;
  notify: (notification: NotificationInput) => void;
  auth: SessionAuth;
  isOnline?: () => boolean;
  fetch?: typeof fetch;
}

/** The part of the cart's state the engine reads and writes. */
interface CartSyncState {
  cartItems: CartLine[];
  cartServerToken: string | null;
  cartServerHash: string | null;
  totals: CartTotals | null;
  totalsHash: string | null;
  coupon: string | null;
  bypassCount: number;
  syncDisabled: boolean;
  texts: { outOfStock: string; productUnknown: string; invalidCoupon: string; variantUnavailable: string };
}

export interface CartStateAccess {
  getState(): CartSyncState;
  setState(partial: Partial<Omit<CartSyncState, 'texts'>>): void;
}

export interface CartSyncEngine {
  queue: SyncQueue;
  tokenLock: TokenLock;
  /**
   * Queues the line's new quantity (previousQty: what a failure restores; null for a new line), creating the server
   * cart first when there is none. Resolves once IndexedDB holds the task: a change is queued before the shopper is
   * shown it, or a page left at once would lose the task while keeping the shown change, and the next page's pull
   * would put the server's older quantity back (ADR 0064).
   */
  queueLine(line: CartLine, previousQty: number | null): Promise<void>;
  /** Queues the removal of lines (even before the cart exists: it follows their queued updates). */
  queueRemovals(lines: readonly CartLine[]): Promise<void>;
  /** Sends what is queued and refreshes the totals. */
  send(): Promise<void>;
  refreshTotals(): Promise<void>;
  /** Sends what is queued, merges the server cart, re-checks volatile stock, refreshes totals. */
  sync(): Promise<void>;
  /** Sent at once; true when the server accepted the coupon. */
  applyCoupon(code: string): Promise<boolean>;
  removeCoupon(): Promise<void>;
  /** Drops the cart's unsent tasks (clearing without sync). */
  dropPending(): Promise<void>;
}

const serverItemsSchema = z.array(
  z.looseObject({
    item_id: z.number(),
    sku: z.string(),
    qty: z.number(),
    name: z.nullish(z.string()),
    price: z.nullish(z.number()),
    product_type: z.nullish(z.string()),
    parent_sku: z.nullish(z.string()),
    product_option: z.nullish(z.looseObject({ extension_attributes: z.nullish(z.record(z.string(), z.unknown())) })),
  }),
);

/** The server no longer has the cart (ordered elsewhere, merged, expired): a new one is made. */
const isCartGone = (answer: Pick<TaskAnswer, 'code' | 'result'>) => Number(answer.code) === 404 && answer.result === NO_SUCH_CART_MESSAGE;

/** What the engine's steps share: the cart's state, the collaborators, the queue and the cart's queued tasks. */
interface EngineContext {
  storeCode: string;
  cart: CartStateAccess;
  deps: CartSyncDependencies;
  queue: () => SyncQueue;
  tokenLock: TokenLock;
}

const pendingTasks = ({ deps, storeCode }: EngineContext) => {
  const owned = ownsTask(storeCode);
  return deps.db().syncTasks.where('transmited').equals(0).filter((task) => owned(task));
};

/** The token refresh failed: the session ends (logout, tasks dropped); no guest cart is made from its lines. */
const sessionRefused = (context: EngineContext, answer: Pick<TaskAnswer, 'result'>) =>
  context.tokenLock.state() === TOKEN_LOCK.blocked || answer.result === TOKEN_REFRESH_FAILED;

/** Queues the creation of a server cart unless there is one or one is on its way; true when it queued one. */
async function ensureCart(context: EngineContext): Promise<boolean> {
  const state = context.cart.getState();
  if (state.cartServerToken || state.syncDisabled) return false;
  const pendingCreate = await pendingTasks(context).filter((task) => isCreateCartTask(task)).count();
  if (pendingCreate > 0) return false;
  await context.queue().enqueue(createCartTask(context.storeCode));
  return true;
}

async function refreshTotals(context: EngineContext) {
  const { cart } = context;
  if (!cart.getState().cartServerToken) return;
  const answer = await context.queue().read(totalsRead(context.storeCode));
  if (!answer) return;
  if (isCartGone(answer)) return cartGone(context);
  const totals = isSuccess(answer.code) ? cartTotalsSchema.safeParse(answer.result) : null;
  // Only when no change of ours is still queued do these totals describe the lines the shopper sees.
  const settled = (await pendingTasks(context).count()) === 0;
  if (totals?.success) {
    cart.setState({ totals: totals.data, coupon: totals.data.coupon_code ?? null, totalsHash: settled ? cartHash(cart.getState().cartItems) : null });
  }
}

/** Spec §4 Cart sync: only with a server cart, sync enabled, online, and nothing of ours still queued. */
async function pullServerCart(context: EngineContext) {
  const state = context.cart.getState();
  if (!state.cartServerToken || state.syncDisabled) return;
  if ((await pendingTasks(context).count()) > 0) return;
  // What the shopper had when the pull left: a change made meanwhile wins over what the pull saw.
  const current = context.cart.getState();
  const answer = await context.queue().read(pullCartRead(context.storeCode));
  if (!answer) return;
  if (!isSuccess(answer.code)) {
    if (isCartGone(answer)) await cartGone(context);
    // A refused sync reconnects as a guest within the bypass limit (spec §9), unless the session is being ended.
    else if ([401, 403].includes(Number(answer.code)) && !sessionRefused(context, answer)) await reconnect(context);
    return;
  }
  const parsed = serverItemsSchema.safeParse(answer.result);
  if (!parsed.success) return;
  await mergeServerItems(context, current, parsed.data as ServerCartItem[]);
}

async function mergeServerItems(context: EngineContext, current: CartSyncState, serverItems: ServerCartItem[]) {
  const { cart, deps, storeCode } = context;
  const serverHash = cartHash(serverItems);
  const changedMeanwhile = async () => cart.getState().cartItems !== current.cartItems || (await pendingTasks(context).count()) > 0;
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
  cart.setState({ cartItems: [...plan.lines, ...pulled], cartServerHash: serverHash });
  if (plan.push.length === 0) return;
  for (const line of plan.push) await context.queue().enqueue(updateItemTask(storeCode, line, null));
  await context.queue().run();
}

/** Spec §4 Stock sync callback for lines added while the stock could not be checked. */
async function syncStock({ cart, deps }: EngineContext) {
  for (const line of cart.getState().cartItems.filter((entry) => entry.stock === 'volatile')) {
    const stock = await deps.checkStock(line.sku);
    if (stock.status === 'volatile') continue;
    const checked = applyStockResult(line, { is_in_stock: stock.status === 'ok' }, {
      allowOutOfStock: catalogRules.allowOutOfStockInCart,
      syncEnabled: !cart.getState().syncDisabled,
      outOfStockMessage: cart.getState().texts.outOfStock,
    });
    cart.setState({ cartItems: replaceLine(cart.getState().cartItems, line, () => checked) });
  }
}

/** The server lost the cart: a new one is created and every line is sent to it again. */
async function cartGone(context: EngineContext) {
  const { cart, storeCode } = context;
  await pendingTasks(context).delete();
  cart.setState({
    cartServerToken: null,
    cartServerHash: null,
    totals: null,
    cartItems: cart.getState().cartItems.map((line) => ({ ...line, server_item_id: null })),
  });
  if (cart.getState().syncDisabled) return;
  await context.queue().enqueue(createCartTask(storeCode));
  for (const line of cart.getState().cartItems) await context.queue().enqueue(updateItemTask(storeCode, line, line.qty));
  void context.queue().run();
}

/** Spec §4 Cart connect: a guest cart while the bypass counter is below the maximum; otherwise sync is off. */
async function reconnect(context: EngineContext) {
  const { cart, storeCode } = context;
  const state = cart.getState();
  if (state.bypassCount >= queueConfig.maxCartBypassAttempts) {
    cart.setState({ syncDisabled: true, cartServerToken: null });
    await pendingTasks(context).delete();
    return;
  }
  cart.setState({ bypassCount: state.bypassCount + 1, cartServerToken: null, cartServerHash: null });
  await pendingTasks(context).filter((task) => isCreateCartTask(task)).delete();
  await context.queue().enqueue(createCartTask(storeCode, { guest: true }));
  for (const line of cart.getState().cartItems) await context.queue().enqueue(updateItemTask(storeCode, { ...line, server_item_id: null }, line.qty));
  void context.queue().run();
}

/** Results are applied here, not where the task was queued: a task sent after a reload still lands. */
async function onTaskDone(context: EngineContext, task: SyncTask) {
  const { cart } = context;
  const state = cart.getState();
  if (task.resultCode !== null && isCartGone({ code: task.resultCode, result: task.result })) {
    await cartGone(context);
    return;
  }
  if (task.callback_event === CART_CREATED) {
    if (isSuccess(task.resultCode) && typeof task.result === 'string' && !state.cartServerToken) {
      cart.setState({ cartServerToken: task.result, cartServerHash: null, bypassCount: 0 });
      void context.queue().run();
    } else if (Number(task.resultCode) === 401 && !sessionRefused(context, { result: task.result })) {
      await reconnect(context);
    }
    return;
  }
  if (task.callback_event === CART_ITEM_UPDATED) {
    cart.setState({ cartItems: applyItemUpdateResult(state.cartItems, task.meta as ItemUpdateMeta, task.resultCode, task.result) });
  }
}

/** A refusal the cart has its own (translated) text for; any other in the API's words. */
function refusalText(message: string, texts: CartSyncState['texts']): string {
  if (message === PRODUCT_NOT_AVAILABLE_MESSAGE || message === INVALID_OPTIONS_MESSAGE) return texts.productUnknown;
  if (message === NO_SUCH_VARIANT_MESSAGE) return texts.variantUnavailable;
  if (message === INVALID_COUPON_MESSAGE) return texts.invalidCoupon;
  return message;
}

export function createCartSyncEngine(storeCode: string, cart: CartStateAccess, deps: CartSyncDependencies): CartSyncEngine {
  const tokenLock = createTokenLock(deps.auth.refresh, deps.auth.onBlocked);
  const context: EngineContext = { storeCode, cart, deps, tokenLock, queue: () => queue };
  const queue: SyncQueue = createSyncQueue({
    db: deps.db,
    tokenLock,
    cartId: () => cart.getState().cartServerToken,
    token: deps.auth.token,
    sessionReady: deps.auth.ready,
    isOnline: deps.isOnline,
    fetch: deps.fetch,
    owns: ownsTask(storeCode),
    // A lost cart is re-created without troubling the shopper.
    notifyError: (message) => {
      if (message !== NO_SUCH_CART_MESSAGE) deps.notify({ type: 'danger', message: refusalText(message, cart.getState().texts), action1: { label: 'OK' } });
    },
    onMissingCartId: () => {
      if (!cart.getState().cartServerToken) void ensureCart(context).then((queued) => (queued ? queue.run() : []));
    },
    onTaskDone: (task) => onTaskDone(context, task),
  });

  return {
    queue,
    tokenLock,
    async queueLine(line, previousQty) {
      if (cart.getState().syncDisabled) return;
      await ensureCart(context);
      await queue.enqueue(updateItemTask(storeCode, line, previousQty));
    },
    async queueRemovals(lines) {
      if (cart.getState().syncDisabled) return;
      for (const line of lines) await queue.enqueue(deleteItemTask(storeCode, line));
    },
    async send() {
      if (cart.getState().syncDisabled) return;
      await queue.run();
      await refreshTotals(context);
    },
    refreshTotals: () => refreshTotals(context),
    async sync() {
      if (cart.getState().cartItems.length > 0) await ensureCart(context);
      await queue.run();
      await pullServerCart(context);
      await syncStock(context);
      await refreshTotals(context);
    },
    async applyCoupon(code) {
      const task = await queue.execute(applyCouponTask(storeCode, code));
      return Boolean(task && isSuccess(task.resultCode));
    },
    async removeCoupon() {
      if (cart.getState().cartServerToken) await queue.execute(deleteCouponTask(storeCode));
    },
    async dropPending() {
      await pendingTasks(context).delete();
    },
  };
}
