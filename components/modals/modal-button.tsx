'use client';

import { useUiStore, type ModalName } from '@/stores/ui-store';
import { EarlyClickButton } from '@/components/layout/early-click-button';

export function ModalButton({ modal, className, children }: { modal: ModalName; className?: string; children: React.ReactNode }) {
  const openModal = useUiStore((state) => state.openModal);
  return (
    <EarlyClickButton className={className ?? 'link-button'} aria-haspopup="dialog" onClick={() => openModal(modal)}>
      {children}
    </EarlyClickButton>
  );
}
