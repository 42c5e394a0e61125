'use client';

import { useEffect, useId, useRef } from 'react';

/** Where a control sits among its parent's children. */
function openerPlace(opener: HTMLElement): { parent: HTMLElement; index: number } | null {
  const parent = opener.parentElement;
  return parent ? { parent, index: [...parent.children].indexOf(opener) } : null;
}

/**
 * The control now at the opener's place: the header's Log in button becomes the My account link once logged in
 * (WCAG 2.4.3: the focus goes there, not to <body>).
 */
function controlInPlace({ parent, index }: { parent: HTMLElement; index: number }): HTMLElement | null {
  const candidate = parent.isConnected ? parent.children[index] : undefined;
  return candidate instanceof HTMLElement && candidate.matches('a[href], button, input, select, textarea, [tabindex]') ? candidate : null;
}

/** A native modal dialog: focus moves in and returns, Escape closes, the page behind is inert. */
export function Modal({ title, onClose, closeLabel, children }: { title: string; onClose: () => void; closeLabel: string; children: React.ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    // The control that opened the modal: React removes the dialog before this cleanup runs, and a detached dialog's
    // close() does not return focus, so it is returned here.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const place = opener && openerPlace(opener);
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      const back = opener?.isConnected ? opener : place && controlInPlace(place);
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
