'use client';

import { useUiStore, type ModalName } from '@/stores/ui-store';

export function ModalButton({ modal, className, children }: { modal: ModalName; className?: string; children: React.ReactNode }) {
  const openModal = useUiStore((state) => state.openModal);
  return (
    <button type="button" className={className ?? 'link-button'} aria-haspopup="dialog" onClick={() => openModal(modal)}>
      {children}
    </button>
  );
}
