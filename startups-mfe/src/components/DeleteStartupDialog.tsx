import { ConfirmDialog, SUCCESS_MESSAGES, useMutation, type Startup } from '@sistema/shared';
import { deleteStartup } from '../api/delete-startup.ts';
import { DELETE_TEXT } from '../messages.ts';

export interface DeleteStartupDialogProps {
  /** The startup to delete; null keeps the dialog closed. */
  startup: Startup | null;
  onCancel: () => void;
  onDeleted: (message: string) => void;
  /** The owner closes the dialog and shows the error on the page, not behind the backdrop. */
  onFailed: (message: string) => void;
}

export function DeleteStartupDialog({
  startup,
  onCancel,
  onDeleted,
  onFailed,
}: DeleteStartupDialogProps) {
  const { run, pending } = useMutation(deleteStartup);

  const confirm = async () => {
    if (!startup) return;
    const result = await run(startup.id);
    if (result.ok) onDeleted(SUCCESS_MESSAGES.startupDeleted);
    // A null error is a second click while the first is running: nothing to report.
    else if (result.error !== null) onFailed(result.error);
  };

  return (
    <ConfirmDialog
      open={startup !== null}
      message={DELETE_TEXT.message}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
      pending={pending}
    />
  );
}
