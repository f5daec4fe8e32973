import { ConfirmDialog, SUCCESS_MESSAGES, useMutation, type Technology } from '@sistema/shared';
import { deleteTechnology } from '../api/delete-technology.ts';
import { DELETE_TEXT } from '../messages.ts';

export interface DeleteTechnologyDialogProps {
  /** The technology to delete; null keeps the dialog closed. */
  technology: Technology | null;
  onCancel: () => void;
  onDeleted: (message: string) => void;
  /** The owner closes the dialog and shows the error on the page, not behind the backdrop. */
  onFailed: (message: string) => void;
}

/** 'Confirmar Eliminación', its buttons disabled while the delete runs. */
export function DeleteTechnologyDialog({
  technology,
  onCancel,
  onDeleted,
  onFailed,
}: DeleteTechnologyDialogProps) {
  const { run, pending } = useMutation(deleteTechnology);

  const confirm = async () => {
    if (!technology) return;
    const result = await run(technology.id);
    if (result.ok) onDeleted(SUCCESS_MESSAGES.technologyDeleted);
    // A null error is a second click while the first is running: nothing to report.
    else if (result.error !== null) onFailed(result.error);
  };

  return (
    <ConfirmDialog
      open={technology !== null}
      message={DELETE_TEXT.message}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
      pending={pending}
    />
  );
}
