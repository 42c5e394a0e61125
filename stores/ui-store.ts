'use client';

import { create } from 'zustand';
import { focusReturnFrom, type FocusReturn } from '@/lib/dom/focus-return';
import { addNotification, keptAfterNavigation, removeNotification, type Notification, type NotificationInput } from '@/lib/domain/notifications';

export type ModalName =
  | 'review'
  | 'auth'
  | 'size-guide'
  | 'terms'
  | 'feature-not-implemented'
  | 'language-switcher'
  | 'order-confirmation'
  | 'newsletter'
  | 'contact-us'
  | 'demo-sign-up'
  | 'driver-sign-up'
  | 'onboard-merchant'
  | 'merchant-sign-up';

interface OpenModal {
  name: ModalName;
  payload?: unknown;
  /** Where the focus was when it was asked for: it goes back there on close (components/modals/modal.tsx). */
  focusReturn?: FocusReturn | null;
}

/**
 * Spec §1 loader: a busy indicator for slow work (placing an order, logging in). Each `showLoader` is one piece of
 * pending work and `hideLoader` ends the oldest: the loader stays until all of them ended, so one finished task
 * cannot hide the loader of another still running. The message of the newest pending work is shown.
 */
export interface LoaderState {
  pending: { id: number; message?: string }[];
}

interface UiState {
  notifications: Notification[];
  modals: OpenModal[];
  isMicrocartOpen: boolean;
  loader: LoaderState;
  /** Shows the loader (with an optional message) and returns a function that ends this piece of work. */
  showLoader: (message?: string) => () => void;
  /** Ends the oldest pending work (or, with an id, that one); the loader hides when none is left. */
  hideLoader: (id?: number) => void;
  notify: (input: NotificationInput) => void;
  dismiss: (id: string) => void;
  /** The page changed: notifications kept only for their button go (keptAfterNavigation). */
  leavePage: () => void;
  /** Opening a modal closes any same-named one first (spec §2). */
  openModal: (name: ModalName, payload?: unknown) => void;
  /** Closing removes the modal and its payload. */
  closeModal: (name: ModalName) => void;
  toggleMicrocart: (open?: boolean) => void;
}

let sequence = 0;
let loaderSequence = 0;

/** Whether the loader shows, and its message (the newest pending work's, if it has one). */
export function loaderView(loader: LoaderState): { visible: boolean; message?: string } {
  const newest = loader.pending.at(-1);
  return { visible: newest !== undefined, message: newest?.message };
}

export const useUiStore = create<UiState>((set) => ({
  notifications: [],
  modals: [],
  isMicrocartOpen: false,
  loader: { pending: [] },
  showLoader: (message) => {
    const id = ++loaderSequence;
    set((state) => ({ loader: { pending: [...state.loader.pending, { id, message: message || undefined }] } }));
    return () => useUiStore.getState().hideLoader(id);
  },
  hideLoader: (id) =>
    set((state) => {
      const index = id === undefined ? 0 : state.loader.pending.findIndex((work) => work.id === id);
      if (index < 0 || state.loader.pending.length === 0) return state;
      return { loader: { pending: state.loader.pending.filter((_, position) => position !== index) } };
    }),
  notify: (input) => set((state) => ({ notifications: addNotification(state.notifications, input, `n${++sequence}`) })),
  dismiss: (id) => set((state) => ({ notifications: removeNotification(state.notifications, id) })),
  leavePage: () =>
    set((state) => {
      const kept = keptAfterNavigation(state.notifications);
      return kept.length === state.notifications.length ? state : { notifications: kept };
    }),
  openModal: (name, payload) =>
    set((state) => ({
      modals: [
        ...state.modals.filter((modal) => modal.name !== name),
        { name, payload, focusReturn: typeof document === 'undefined' ? null : focusReturnFrom(document.activeElement) },
      ],
    })),
  closeModal: (name) => set((state) => ({ modals: state.modals.filter((modal) => modal.name !== name) })),
  toggleMicrocart: (open) => set((state) => ({ isMicrocartOpen: open ?? !state.isMicrocartOpen })),
}));
