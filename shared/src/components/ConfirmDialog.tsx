import type { ReactNode } from 'react';
import { Alert } from './Alert.tsx';
import { Modal } from './Modal.tsx';

export type ConfirmDialogProps = {
  open: boolean;
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Shown under the message (e.g. the record as it is now). */
  children?: ReactNode;
  /**
   * While the action runs: the buttons are disabled so it cannot be sent twice, and Escape and ×
   * do not close the dialog either, so its outcome is not lost.
   */
  pending?: boolean;
} & (
  | { error?: undefined; onDismissError?: undefined }
  | {
      /** Why the action failed: shown inside the dialog, since the page behind it is inert. */
      error: string | null;
      onDismissError: () => void;
    }
);

export function ConfirmDialog({
  open,
  message,
  onConfirm,
  onCancel,
  title = 'Confirmar Eliminación',
  confirmLabel = 'Eliminar',
  cancelLabel = 'Cancelar',
  children,
  pending = false,
  error,
  onDismissError,
}: ConfirmDialogProps) {
  const close = () => {
    if (!pending) onCancel();
  };
  return (
    <Modal open={open} title={title} onClose={close} size="small">
      {error && <Alert variant="error" message={error} onClose={onDismissError} />}
      <p className="confirm__message">{message}</p>
      {children}
      <div className="form-actions">
        <button type="button" className="btn btn--secondary" onClick={close} disabled={pending}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className="btn btn--danger"
          onClick={onConfirm}
          disabled={pending}
          aria-busy={pending}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
