import { Modal } from './Modal.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** While the action runs: the buttons are disabled so it cannot be sent twice. */
  pending?: boolean;
}

export function ConfirmDialog({
  open,
  message,
  onConfirm,
  onCancel,
  title = 'Confirmar Eliminación',
  confirmLabel = 'Eliminar',
  cancelLabel = 'Cancelar',
  pending = false,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} title={title} onClose={onCancel} size="small">
      <p className="confirm__message">{message}</p>
      <div className="form-actions">
        <button type="button" className="btn btn--secondary" onClick={onCancel} disabled={pending}>
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
