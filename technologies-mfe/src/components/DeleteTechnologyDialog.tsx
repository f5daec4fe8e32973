import { DeleteConfirmDialog, SUCCESS_MESSAGES, type Technology } from '@sistema/shared';
import { deleteTechnology } from '../api/delete-technology.ts';
import { DELETE_TEXT } from '../messages.ts';
import { describeTechnology } from '../technology-fields.ts';

export interface DeleteTechnologyDialogProps {
  /** The technology to delete; null keeps the dialog closed. */
  technology: Technology | null;
  onCancel: () => void;
  onDeleted: (message: string) => void;
  /** The record changed or vanished since the list was loaded: reload it. */
  onOutdated?: () => void;
}

/** 'Confirmar Eliminación' for a technology; a failure keeps it open with the error inside. */
export function DeleteTechnologyDialog({
  technology,
  onCancel,
  onDeleted,
  onOutdated,
}: DeleteTechnologyDialogProps) {
  return (
    <DeleteConfirmDialog
      record={technology}
      message={DELETE_TEXT.message}
      remove={deleteTechnology}
      successMessage={SUCCESS_MESSAGES.technologyDeleted}
      onCancel={onCancel}
      onDeleted={onDeleted}
      describe={describeTechnology}
      onOutdated={onOutdated}
    />
  );
}
