'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Suspense, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { StoreView } from '@/lib/config/store-views';
import { useModalFromLink } from '@/components/modals/modal-link';
import { useUiStore } from '@/stores/ui-store';
import { deferred, useDeferred } from './use-deferred';
import { useShopperSummary } from './use-shopper-summary';
import { EARLY_CLICK_PROPS } from './early-click-marker';
import { handledClick, useEarlyClick } from './early-click';
import { accountHandOverKey, useFocusHandOver } from './focus-hand-over';
import { readShopperSummary } from '@/lib/offline/shopper-summary';
import { shopEventBuffer } from './shop-event-buffer';
import type { ShopListenersProps } from './shop-listeners';

/**
 * Islands that are not needed to show a page load after it (ADR 0010): their code (the cart, session, checkout and
 * compare stores with Dexie, the modal forms, the microcart) stays out of the first-load JavaScript. Listeners and
 * header buttons load right after hydration; the microcart and the modals when first opened.
 */

const loadListeners = () => import('./shop-listeners');
const loadMicrocart = () => import('@/components/cart/microcart');
const loadModalHost = () => import('@/components/modals/modal-host');
const loadAccountButton = () => import('@/components/account/account-button');
const loadAccountLink = () => import('@/components/account/account-link');
const Listeners = deferred(loadListeners, (module) => module.ShopListeners);
const Microcart = deferred(loadMicrocart, (module) => module.Microcart);
const ModalHost = deferred(loadModalHost, (module) => module.ModalHost);
const AccountButton = deferred(loadAccountButton, (module) => module.AccountButton);
const AccountLink = deferred(loadAccountLink, (module) => module.AccountLink);

const subscribeToShopEvents = (onChange: () => void) => shopEventBuffer()?.subscribe(onChange) ?? (() => {});
const hasWaitingShopEvents = () => shopEventBuffer()?.hasWaiting() ?? false;

function DeferredListeners(props: ShopListenersProps) {
  // After the page when idle; at once when a shopper already asked for something (an event is waiting, perhaps
  // carried from the page before: no markup depends on it). Waiting ends only with the hand-over, once loaded.
  const waiting = useSyncExternalStore(subscribeToShopEvents, hasWaitingShopEvents, () => false);
  const ready = useDeferred(loadListeners, waiting || 'idle');
  return ready ? (
    <Suspense fallback={null}>
      <Listeners {...props} />
      <HandOver />
    </Suspense>
  ) : null;
}

/**
 * Mounted with the listeners (same Suspense boundary), its effect runs after theirs: the buffer stops keeping events
 * and dispatches the kept ones, which now reach the listeners.
 */
function HandOver() {
  useEffect(() => shopEventBuffer()?.handOver(), []);
  return null;
}

type StoreViewInfo = Pick<StoreView, 'storeCode' | 'url' | 'i18n'>;

/** The shop layout's deferred islands: listeners, microcart (on first open) and modals (on first open). */
export function DeferredIslands({
  storeView,
  checkoutHref,
  defaultCountry,
  multistore,
}: {
  storeView: StoreViewInfo;
  checkoutHref: string;
  defaultCountry: string;
  multistore: boolean;
}) {
  const microcartWanted = useUiStore((state) => state.isMicrocartOpen);
  const modalsWanted = useUiStore((state) => state.modals.length > 0);
  const microcartReady = useDeferred(loadMicrocart, microcartWanted);
  const modalsReady = useDeferred(loadModalHost, modalsWanted);
  // A `?modal=<name>` link opens its modal (the modal host then loads as for any first opening).
  useModalFromLink(multistore);
  return (
    <>
      <DeferredListeners
        storeCode={storeView.storeCode}
        defaultCountry={defaultCountry}
        checkoutHref={checkoutHref}
      />
      <Suspense fallback={null}>
        {microcartReady && <Microcart storeView={storeView} />}
        {modalsReady && <ModalHost storeCode={storeView.storeCode} multistore={multistore} />}
      </Suspense>
    </>
  );
}

/**
 * The header's cart button: the count comes from the shopper summary the cart store keeps (ADR 0019), so it is right
 * on the first paint after hydration; a click opens the microcart, which loads the cart on first use.
 */
export function DeferredCartButton({ storeCode, label, icon }: { storeCode: string; label: string; icon?: ReactNode }) {
  const t = useTranslations('Header');
  const summary = useShopperSummary(storeCode);
  const toggle = useUiStore((state) => state.toggleMicrocart);
  const isOpen = useUiStore((state) => state.isMicrocartOpen);
  const toggleCart = () => toggle();
  const ref = useEarlyClick<HTMLButtonElement>(toggleCart);
  return (
    <button
      ref={ref}
      type="button"
      className="site-header__cart"
      aria-label={summary ? t('cartWithCount', { count: summary.cartCount }) : undefined}
      aria-expanded={isOpen}
      aria-haspopup="dialog"
      data-testid="cart-button"
      onClick={handledClick(toggleCart)}
      {...EARLY_CLICK_PROPS}
    >
      {icon}
      <span className="header-link__label">{label}</span>{' '}
      <span className="badge" aria-hidden="true" data-testid="cart-count">
        {summary ? summary.cartCount : '…'}
      </span>
    </button>
  );
}

interface AccountProps {
  storeCode: string;
  href: string;
  label: string;
  /** The header's icon; beside it the label hides on phones. */
  icon?: ReactNode;
}

/** Until the session's code is there: what the summary says (a link when logged in, else the login modal). */
function AccountStandIn({ storeCode, href, label, icon }: AccountProps) {
  const t = useTranslations('Account');
  const summary = useShopperSummary(storeCode);
  const openModal = useUiStore((state) => state.openModal);
  const router = useRouter();
  // Clicked before hydration, when the button stood for both: the summary read now says which it was.
  const ref = useEarlyClick<HTMLButtonElement>(() => {
    if (readShopperSummary(storeCode)?.loggedIn) router.push(href);
    else openModal('auth');
  });
  // The loaded control takes this one's place (and its focus, once a keyboard user is on it).
  const linkRef = useRef<HTMLAnchorElement>(null);
  useFocusHandOver(ref, accountHandOverKey(icon));
  useFocusHandOver(linkRef, accountHandOverKey(icon));
  if (summary?.loggedIn)
    return (
      <Link ref={linkRef} href={href} prefetch={false} className={icon ? 'header-link' : undefined}>
        {icon}
        {icon ? <span className="header-link__label">{label}</span> : label}
      </Link>
    );
  return (
    <button ref={ref} type="button" className="link-button" aria-haspopup="dialog" onClick={handledClick(() => openModal('auth'))} {...EARLY_CLICK_PROPS}>
      {icon}
      {icon ? <span className="header-link__label">{label}</span> : label}
      <span className="visually-hidden"> ({t('login')})</span>
    </button>
  );
}

/**
 * The header's account icon; a disabled stand-in until its code is there. It starts the session and wires the cart to
 * the customer's token, which pages using the cart (checkout, my account) need from the start: it loads right after
 * hydration, not when idle (on those pages its code is already part of the page).
 */
export function DeferredAccountButton(props: AccountProps) {
  const ready = useDeferred(loadAccountButton, 'idle');
  const standIn = <AccountStandIn {...props} />;
  return ready ? (
    <Suspense fallback={standIn}>
      <AccountButton {...props} />
    </Suspense>
  ) : (
    standIn
  );
}

/** The footer's My account (a link when logged in, else the login modal); a disabled stand-in until loaded. */
export function DeferredAccountLink(props: AccountProps) {
  const ready = useDeferred(loadAccountLink, 'idle');
  const standIn = <AccountStandIn {...props} />;
  return ready ? (
    <Suspense fallback={standIn}>
      <AccountLink {...props} />
    </Suspense>
  ) : (
    standIn
  );
}
