'use client';

import { useEffect, useId, useRef } from 'react';
import { focusReturnFrom, focusReturnTarget, type FocusReturn } from '@/lib/dom/focus-return';

/**
 * A native modal dialog: focus moves in and returns, Escape closes, the page behind is inert. The focus returns to
 * where it was when the modal was asked for (`focusReturn`, kept by the ui store: the modal's code may load after the
 * control that asked was replaced), else where it was when the modal showed.
 */
export function Modal({
  title,
  onClose,
  closeLabel,
  focusReturn,
  children,
}: {
  title: string;
  onClose: () => void;
  closeLabel: string;
  focusReturn?: FocusReturn | null;
  children: React.ReactNode;
}) {
  const returnTo = useRef(focusReturn);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    // The control that opened the modal: React removes the dialog before this cleanup runs, and a detached dialog's
    // close() does not return focus, so it is returned here.
    const opener = returnTo.current ?? focusReturnFrom(document.activeElement);
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      const back = focusReturnTarget(opener);
      if (back && !dialog?.contains(back)) back.focus();
      // Nothing to go back to: the page's content, not <body> (the next Tab would start at the page's end).
      else if (document.activeElement === document.body || dialog?.contains(document.activeElement)) {
        document.getElementById('main')?.focus({ preventScroll: true });
      }
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
