'use client';

import { useUiStore, type ModalName } from '@/stores/ui-store';
import { EARLY_CLICK_PROPS } from '@/components/layout/early-click-marker';
import { useEarlyClick } from '@/components/layout/early-click';

export function ModalButton({ modal, className, children }: { modal: ModalName; className?: string; children: React.ReactNode }) {
  const openModal = useUiStore((state) => state.openModal);
  const open = () => openModal(modal);
  const ref = useEarlyClick<HTMLButtonElement>(open);
  return (
    <button ref={ref} type="button" className={className ?? 'link-button'} aria-haspopup="dialog" onClick={open} {...EARLY_CLICK_PROPS}>
      {children}
    </button>
  );
}
