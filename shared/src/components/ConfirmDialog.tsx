import type { ReactNode } from 'react';
import { ACTION_LABELS } from './action-labels.ts';
import { Alert } from './Alert.tsx';
import { Modal } from './Modal.tsx';

export type ConfirmDialogProps = {
  open: boolean;
  message: string;
  /** Under the message: what the action is about (the record's name, for a delete). */
  detail?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
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
  detail,
  onConfirm,
  onCancel,
  title = 'Confirmar Eliminación',
  confirmLabel = ACTION_LABELS.delete,
  cancelLabel = ACTION_LABELS.cancel,
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
      {detail && <p className="confirm__detail">{detail}</p>}
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
