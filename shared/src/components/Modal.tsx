import { useEffect, useId, useRef, type ReactNode } from 'react';

export const MODAL_WIDTHS = { small: 400, medium: 500, large: 700 } as const;
export type ModalSize = keyof typeof MODAL_WIDTHS;

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  size?: ModalSize;
  children: ReactNode;
}

const FIELDS =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** Where the user starts: the first field of the body, else its first button (a confirmation's 'Cancelar'). */
function firstControl(body: HTMLElement | null) {
  return (
    body?.querySelector<HTMLElement>(FIELDS) ??
    body?.querySelector<HTMLElement>('button:not([disabled])') ??
    null
  );
}

/**
 * A modal on the native <dialog>: the browser gives the focus trap, the inert page behind and the
 * backdrop. Open state stays in React; Escape, like ×, asks the owner to close.
 */
export function Modal({ open, title, onClose, size = 'medium', children }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    // Remember the opener so focus goes back to it, whatever the browser's own policy is.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    // The browser focuses the first focusable element, the header's ×: one Enter would close the dialog.
    firstControl(bodyRef.current)?.focus();
    return () => {
      dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className="modal"
      style={{ width: `min(${MODAL_WIDTHS[size]}px, calc(100vw - 2rem))` }}
      data-size={size}
      aria-labelledby={titleId}
      // Escape is taken before the browser turns it into a close request: Chromium lets a page
      // refuse only one close request per user activation, so a second Escape would close the
      // dialog behind React's back (and drop a form the owner meant to keep). A dialog opened
      // above this one handles its own Escape first.
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        onClose();
      }}
      // Other close requests (a phone's back gesture) arrive as `cancel`.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <header className="modal__header">
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            <button type="button" className="modal__close" onClick={onClose} aria-label="Cerrar">
              ×
            </button>
          </header>
          <div ref={bodyRef} className="modal__body">
            {children}
          </div>
        </>
      )}
    </dialog>
  );
}
