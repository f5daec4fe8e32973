import { DeleteConfirmDialog, SUCCESS_MESSAGES, type Technology } from '@sistema/shared';
import { deleteTechnology } from '../api/delete-technology.ts';
import { DELETE_TEXT } from '../messages.ts';

export interface DeleteTechnologyDialogProps {
  /** The technology to delete; null keeps the dialog closed. */
  technology: Technology | null;
  onCancel: () => void;
  onDeleted: (message: string) => void;
}

/** 'Confirmar Eliminación' for a technology; a failure keeps it open with the error inside. */
export function DeleteTechnologyDialog({
  technology,
  onCancel,
  onDeleted,
}: DeleteTechnologyDialogProps) {
  return (
    <DeleteConfirmDialog
      record={technology}
      message={DELETE_TEXT.message}
      remove={deleteTechnology}
      successMessage={SUCCESS_MESSAGES.technologyDeleted}
      onCancel={onCancel}
      onDeleted={onDeleted}
    />
  );
}
