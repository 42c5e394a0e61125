'use client';

import { createStore, type StoreApi } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import { checkStock, fetchCartProduct, type AddToCartRequest } from '@/lib/api/cart-product';
import type { CartTotals } from '@/lib/api/cart-totals';
import { decideAddition } from '@/lib/domain/cart-actions';
import { canAddToCart, isSameCartItem } from '@/lib/domain/cart-item-match';
import { track } from '@/lib/analytics/track';
import { addToLines, cartCount, parseQuantity, putLine, removeFromLines, replaceLine, type CartLine } from '@/lib/domain/cart-lines';
import { INVALID_COUPON_MESSAGE } from '@/lib/domain/coupon';
import type { NotificationInput } from '@/lib/domain/notifications';
import { OUT_OF_STOCK_ERROR, VOLATILE_STOCK_WARNING } from '@/lib/domain/stock-status';
import { createCartSyncEngine, type CartSyncDependencies, type CartSyncEngine, type SessionAuth } from '@/lib/offline/cart-sync-engine';
import { NO_SUCH_VARIANT_MESSAGE } from '@/lib/domain/cart-sync';
import { openAheadOfChange, storefrontDb } from '@/lib/offline/db';
import { shopStatePersistence, whenStored } from '@/lib/offline/dexie-storage';
import { writeShopperSummary } from '@/lib/offline/write-shopper-summary';
import { onOtherTabWrite } from '@/lib/offline/tab-sync';
import type { SyncQueue } from '@/lib/offline/sync-queue';
import { registerSessionLock, type TokenLock } from '@/lib/offline/token-lock';

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
  /** A configuration the server no longer sells (a race: it was there when added). */
  variantUnavailable: string;
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
  variantUnavailable: NO_SUCH_VARIANT_MESSAGE,
};

/** The cart's collaborators: catalogue and stock reads, notifications, the session's token (ADR 0022). */
export type CartDependencies = CartSyncDependencies;

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
  /** An order the server refused: its lines come back (those the cart does not hold again meanwhile) and are synced. */
  restoreLines: (lines: readonly CartLine[]) => Promise<void>;
}

export type CartStore = StoreApi<CartState>;

/** What the cart keeps in IndexedDB. */
const persistedCart = (state: CartState) => ({
  cartItems: state.cartItems,
  cartServerToken: state.cartServerToken,
  totals: state.totals,
  totalsHash: state.totalsHash,
  coupon: state.coupon,
  cartServerHash: state.cartServerHash,
  bypassCount: state.bypassCount,
  syncDisabled: state.syncDisabled,
});

export function createCartStore(storeCode: string, deps: CartDependencies): { store: CartStore; queue: SyncQueue; tokenLock: TokenLock } {
  let markLoaded: () => void = () => {};
  /** Actions wait for the restore, or a late restore would overwrite what the shopper just did. */
  const loaded = new Promise<void>((resolve) => (markLoaded = resolve));
  const store = createStore<CartState>()(
    persist((set, get) => ({ ...emptyCart, cartIsLoaded: false, isAddingToCart: false, texts: englishCartTexts, ...cartActions(storeCode, deps, { get, set, loaded, engine: () => engine, inOrder: oneAtATime() }) }), {
      name: `${storeCode}:cart`,
      ...shopStatePersistence({ database: deps.db, partialize: persistedCart, initialState: (): CartState => store.getInitialState() }),
      // Loaded is set while restoring (merge), not with setState afterwards: persist writes every setState back to
      // IndexedDB, and a write-back would tell the other tabs to re-read, which would write back… (and could put an older
      // snapshot over another tab's newer one).
      merge: (persisted, current) => ({ ...current, ...(persisted as Partial<CartState> | undefined), cartIsLoaded: true }),
      onRehydrateStorage: () => () => markLoaded(),
    }),
  );
  const engine = createCartSyncEngine(storeCode, store, deps);

  // Another tab changed this cart: read it again (rehydrating writes nothing back, so tabs never ping-pong).
  onOtherTabWrite(`${storeCode}:cart`, () => void store.persist.rehydrate());
  // The header's count on the next page's first paint, before this store loads (ADR 0019).
  store.subscribe((state) => {
    if (state.cartIsLoaded) writeShopperSummary(storeCode, { cartCount: cartCount(state.cartItems) });
  });
  return { store, queue: engine.queue, tokenLock: engine.tokenLock };
}

const emptyCart = {
  cartItems: [],
  cartServerToken: null,
  totals: null,
  totalsHash: null,
  coupon: null,
  cartServerHash: null,
  bypassCount: 0,
  syncDisabled: false,
} satisfies Partial<CartState>;

interface Binding {
  get: () => CartState;
  set: (partial: Partial<CartState>) => void;
  loaded: Promise<void>;
  /** Made right after the store (it reads the store): only called from actions. */
  engine: () => CartSyncEngine;
  /** Runs a change of the lines after the changes begun before it. */
  inOrder: <T>(change: () => Promise<T>) => Promise<T>;
}

/**
 * A change of the lines is decided, queued for the server and shown as one step, one after another: the queueing
 * waits for IndexedDB, and a second tap must decide from the lines the first one left.
 */
function oneAtATime(): Binding['inOrder'] {
  let last: Promise<unknown> = Promise.resolve();
  return (change) => {
    const next = last.then(change);
    last = next.catch(() => undefined);
    return next;
  };
}

/** The shopper's actions: the cart rules of lib/domain on the state, then the sync engine for the server. */
function cartActions(storeCode: string, deps: CartDependencies, binding: Binding) {
  return { setTexts: (next: CartTexts) => binding.set({ texts: next }), ...lineActions(storeCode, deps, binding), ...cartWideActions(binding, deps) };
}

/** A line's quantity changed from `before`: add_to_cart or remove_from_cart of the difference, after consent (ADR 0046). */
function trackQuantity(storeCode: string, line: CartLine, before: number) {
  const difference = line.qty - before;
  if (difference === 0) return;
  track((statistics) =>
    statistics.ecommerceEvent(difference > 0 ? 'add_to_cart' : 'remove_from_cart', statistics.currencyOf(storeCode), [statistics.cartLineItem(line, Math.abs(difference))]),
  );
}

/** A product the shopper may add and its stock, or null after `refuse` has told why not. */
async function sellable(storeCode: string, deps: CartDependencies, request: AddToCartRequest, texts: () => CartTexts, refuse: (messages: readonly string[]) => false) {
  // The stock is asked for with the product, not after it (one round trip less before the shopper's feedback).
  const [product, stock] = await Promise.all([deps.loadProduct(storeCode, request).catch(() => null), deps.checkStock(request.sku)]);
  if (!product) return refuse([texts().productUnknown]) || null;
  const errors = canAddToCart(product);
  if (errors.length > 0) return refuse(errors) || null;
  return { product, stock: product.sku === request.sku ? stock : await deps.checkStock(product.sku) };
}

/** Adding, changing and removing lines. */
function lineActions(storeCode: string, deps: CartDependencies, { get, set, loaded, engine, inOrder }: Binding) {
  const texts = () => get().texts;
  const refuse = (messages: readonly string[]): false => {
    for (const message of messages) deps.notify({ type: 'danger', message });
    return false;
  };

  return {
    async addItem(request: AddToCartRequest, onDecided?: (added: boolean) => void) {
      let decided = false;
      const decide = (added: boolean) => {
        if (decided) return;
        decided = true;
        onDecided?.(added);
      };
      openAheadOfChange(deps.db());
      // The product and its stock are asked for while the stored cart is read (on a page's first add, the cart's
      // database is opened then): on a phone-speed CPU that read took as long as the round trip.
      const lookup = sellable(storeCode, deps, request, texts, refuse);
      await loaded;
      set({ isAddingToCart: true });
      try {
        const found = await lookup;
        if (!found) return false;
        if (found.stock.status === 'out_of_stock') return refuse([texts().outOfStock]);
        if (found.stock.status === 'volatile') deps.notify({ type: 'warning', message: texts().volatile });
        // Decided, queued and shown in one step: a second tap decides from the lines the first left.
        const addition = await inOrder(async () => {
          const decided = decideAddition(get().cartItems, found.product, request.qty ?? 0, found.stock, texts());
          if (!decided.ok) return decided;
          // A new line is shown first: the next page's pull pushes a line the server lacks, so only a raised quantity
          // must be queued before it shows. Each IndexedDB step waits behind hydration on a slow phone.
          if (decided.previousQty === null) set({ cartItems: putLine(get().cartItems, decided.line) });
          await engine().queueLine(decided.line, decided.previousQty);
          if (decided.previousQty !== null) set({ cartItems: putLine(get().cartItems, decided.line) });
          return decided;
        });
        if (!addition.ok) return refuse(addition.errors);
        await whenStored();
        deps.notify({
          type: 'success',
          message: addition.updated ? texts().updated : texts().added,
          action1: { label: texts().proceedToCheckout, action: 'proceed-to-checkout' },
        });
        decide(true);
        trackQuantity(storeCode, addition.line, addition.previousQty ?? 0);
        await engine().send();
        return true;
      } finally {
        decide(false);
        set({ isAddingToCart: false });
      }
    },

    async setQuantity(line: CartLine, input: string | number) {
      await loaded;
      const parsed = parseQuantity(input);
      if (!parsed.ok) return parsed.error;
      if (parsed.qty > line.qty) {
        const stock = await deps.checkStock(line.sku);
        const available = stock.status === 'ok' && stock.qty !== null && stock.qty > 0 ? stock.qty : undefined;
        const limited = parseQuantity(input, available, stock.maxSaleQty ?? undefined);
        if (!limited.ok) return limited.error;
      }
      const change = await inOrder(async () => {
        const current = get().cartItems.find((entry) => isSameCartItem(entry, line));
        if (!current || current.qty === parsed.qty) return null;
        const changed = { ...current, qty: parsed.qty };
        await engine().queueLine(changed, current.qty);
        set({ cartItems: putLine(get().cartItems, changed) });
        return { changed, before: current.qty };
      });
      if (!change) return null;
      trackQuantity(storeCode, change.changed, change.before);
      await engine().send();
      return null;
    },

    async removeItem(line: CartLine) {
      await loaded;
      const removed = await inOrder(async () => {
        const before = get().cartItems;
        const gone = before.filter((entry) => !removeFromLines(before, line).includes(entry));
        await engine().queueRemovals(gone);
        set({ cartItems: get().cartItems.filter((entry) => !gone.some((removal) => isSameCartItem(entry, removal))) });
        return gone;
      });
      for (const entry of removed) trackQuantity(storeCode, { ...entry, qty: 0 }, entry.qty);
      await engine().send();
    },

    async changeOptions(line: CartLine, request: AddToCartRequest) {
      await loaded;
      if (request.sku === line.sku) return true;
      const product = await deps.loadProduct(storeCode, request).catch(() => null);
      if (!product || canAddToCart(product).length > 0) return refuse([texts().productUnknown]);
      const stock = await deps.checkStock(product.sku);
      if (stock.status === 'out_of_stock') return refuse([texts().outOfStock]);
      const added = await inOrder(async () => {
        const current = get().cartItems.find((entry) => isSameCartItem(entry, line));
        if (!current) return null;
        const edited = addToLines(get().cartItems.filter((entry) => entry !== current), product, current.qty);
        await engine().queueRemovals([current]);
        await engine().queueLine(edited.line, edited.previousQty);
        const lines = get().cartItems;
        // The edited line keeps its place in the list unless it merged into another line.
        set({ cartItems: edited.updated ? putLine(lines.filter((entry) => !isSameCartItem(entry, current)), edited.line) : replaceLine(lines, current, () => edited.line) });
        return edited;
      });
      if (!added) return false;
      await whenStored();
      deps.notify({ type: 'success', message: added.updated ? texts().updated : texts().optionsChanged });
      await engine().send();
      return true;
    },
  };
}

/** Coupons, sync, clearing and the login's connect. */
function cartWideActions({ get, set, loaded, engine, inOrder }: Binding, deps: CartDependencies) {
  const invalidCoupon = (): false => {
    deps.notify({ type: 'danger', message: get().texts.invalidCoupon });
    return false;
  };
  return {
    async applyCoupon(code: string) {
      await loaded;
      const trimmed = code.trim();
      if (!trimmed || !get().cartServerToken || !(await engine().applyCoupon(trimmed))) return invalidCoupon();
      set({ coupon: trimmed });
      await engine().refreshTotals();
      return true;
    },

    async removeCoupon() {
      await loaded;
      await engine().removeCoupon();
      set({ coupon: null });
      await engine().refreshTotals();
    },

    async sync() {
      await loaded;
      await engine().sync();
    },

    async clear() {
      await loaded;
      await inOrder(async () => set(emptyCart));
      await engine().dropPending();
    },

    async restoreLines(lines: readonly CartLine[]) {
      await loaded;
      const restored = await inOrder(async () => {
        const missing = lines.filter((line) => !get().cartItems.some((entry) => isSameCartItem(entry, line))).map((line) => ({ ...line, server_item_id: null }));
        for (const line of missing) await engine().queueLine(line, null);
        set({ cartItems: missing.reduce(putLine, get().cartItems) });
        return missing.length;
      });
      if (restored === 0) return;
      await whenStored();
      await engine().send();
    },

    async connect(cartId: string | null) {
      await loaded;
      // Spec §4 Authorize: the coupon comes off, the carts merge (on the server, at login), the coupon goes back on.
      const coupon = get().coupon;
      if (cartId) set({ cartServerToken: cartId, cartServerHash: null, bypassCount: 0, syncDisabled: false });
      await engine().sync();
      if (coupon && get().cartServerToken && get().coupon !== coupon) {
        if (await engine().applyCoupon(coupon)) set({ coupon });
        await engine().refreshTotals();
      }
    },
  };
}

const stores = new Map<string, CartStore>();
/**
 * The browser's cart of a store view (one per store code, persisted as `{storeCode}:cart`); the collaborators of the
 * first call are kept (components/account/session.ts passes the same ones every time).
 */
export function cartStoreFor(storeCode: string, collaborators: { notify: (notification: NotificationInput) => void; auth: SessionAuth }): CartStore {
  let store = stores.get(storeCode);
  if (!store) {
    const created = createCartStore(storeCode, { db: storefrontDb, loadProduct: fetchCartProduct, checkStock, ...collaborators });
    store = created.store;
    registerSessionLock(created.tokenLock);
    stores.set(storeCode, store);
  }
  return store;
}
