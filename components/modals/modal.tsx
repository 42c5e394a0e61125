'use client';

import { useEffect, useId, useRef } from 'react';

/** A native modal dialog: focus moves in and returns, Escape closes, the page behind is inert. */
export function Modal({ title, onClose, closeLabel, children }: { title: string; onClose: () => void; closeLabel: string; children: React.ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    // The control that opened the modal: React removes the dialog before this cleanup runs, and a detached dialog's
    // close() does not return focus, so it is returned here.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      if (opener?.isConnected && !dialog?.contains(opener)) opener.focus();
    };
  }, []);
  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} onCancel={(event) => { event.preventDefault(); onClose(); }}>
      <div className="modal__header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="modal__close" onClick={onClose} aria-label={closeLabel}>
          ×
        </button>
      </div>
      <div className="modal__body">{children}</div>
    </dialog>
  );
}
