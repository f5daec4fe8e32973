import { DeleteConfirmDialog, SUCCESS_MESSAGES, type Startup } from '@sistema/shared';
import { deleteStartup } from '../api/delete-startup.ts';
import { DELETE_TEXT } from '../messages.ts';
import { describeStartup } from '../startup-fields.ts';

export interface DeleteStartupDialogProps {
  /** The startup to delete; null keeps the dialog closed. */
  startup: Startup | null;
  onCancel: () => void;
  onDeleted: (message: string) => void;
  /** The record changed or vanished since the list was loaded: reload it. */
  onOutdated?: () => void;
}

/** 'Confirmar Eliminación' for a startup; a failure keeps it open with the error inside. */
export function DeleteStartupDialog({
  startup,
  onCancel,
  onDeleted,
  onOutdated,
}: DeleteStartupDialogProps) {
  return (
    <DeleteConfirmDialog
      record={startup}
      message={DELETE_TEXT.message}
      remove={deleteStartup}
      successMessage={SUCCESS_MESSAGES.startupDeleted}
      onCancel={onCancel}
      onDeleted={onDeleted}
      describe={describeStartup}
      onOutdated={onOutdated}
    />
  );
}
