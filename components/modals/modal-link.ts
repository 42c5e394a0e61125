'use client';

import { useEffect } from 'react';
import { useUiStore, type ModalName } from '@/stores/ui-store';

/** Modals a link can open with `?modal=<name>` (a mail's "subscribe" link, the sign-up pages of a campaign). */
const linkableModals: readonly ModalName[] = [
  'size-guide',
  'terms',
  'newsletter',
  'contact-us',
  'demo-sign-up',
  'driver-sign-up',
  'onboard-merchant',
  'merchant-sign-up',
  'language-switcher',
  'auth',
];

/** Opens the modal a link asks for once, and takes the parameter out of the address (a reload does not reopen it). */
export function useModalFromLink(multistore: boolean) {
  const openModal = useUiStore((state) => state.openModal);
  useEffect(() => {
    const url = new URL(window.location.href);
    const name = url.searchParams.get('modal') as ModalName | null;
    if (!name || !linkableModals.includes(name) || (name === 'language-switcher' && !multistore)) return;
    url.searchParams.delete('modal');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    openModal(name);
  }, [openModal, multistore]);
}
