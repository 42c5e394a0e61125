'use client';

import { create } from 'zustand';
import { addNotification, removeNotification, type Notification, type NotificationInput } from '@/lib/domain/notifications';

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
}

interface UiState {
  notifications: Notification[];
  modals: OpenModal[];
  isMicrocartOpen: boolean;
  notify: (input: NotificationInput) => void;
  dismiss: (id: string) => void;
  /** Opening a modal closes any same-named one first (spec §2). */
  openModal: (name: ModalName, payload?: unknown) => void;
  /** Closing removes the modal and its payload. */
  closeModal: (name: ModalName) => void;
  toggleMicrocart: (open?: boolean) => void;
}

let sequence = 0;

export const useUiStore = create<UiState>((set) => ({
  notifications: [],
  modals: [],
  isMicrocartOpen: false,
  notify: (input) => set((state) => ({ notifications: addNotification(state.notifications, input, `n${++sequence}`) })),
  dismiss: (id) => set((state) => ({ notifications: removeNotification(state.notifications, id) })),
  openModal: (name, payload) =>
    set((state) => ({ modals: [...state.modals.filter((modal) => modal.name !== name), { name, payload }] })),
  closeModal: (name) => set((state) => ({ modals: state.modals.filter((modal) => modal.name !== name) })),
  toggleMicrocart: (open) => set((state) => ({ isMicrocartOpen: open ?? !state.isMicrocartOpen })),
}));
