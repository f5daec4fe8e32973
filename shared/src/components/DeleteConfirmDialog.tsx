import { useMutation } from '../api/useMutation.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

export interface DeleteConfirmDialogProps<T extends { id: number; name: string }> {
  /** The record to delete; null keeps the dialog closed. */
  record: T | null;
  /** The question, worded for the record type; the record's name shows under it. */
  message: string;
  /** The DELETE call. */
  remove: (id: T['id']) => Promise<unknown>;
  /** The banner the page shows once the record is gone. */
  successMessage: string;
  onCancel: () => void;
  /** The record is gone: the owner closes the dialog, shows the banner and reloads the list. */
  onDeleted: (message: string) => void;
}

/**
 * 'Confirmar Eliminación' for one record (SPEC.md §4): on success it hands the message to the
 * owner; on failure it stays open with the error inside, its buttons enabled again to retry or cancel.
 */
export function DeleteConfirmDialog<T extends { id: number; name: string }>({
  record,
  message,
  remove,
  successMessage,
  onCancel,
  onDeleted,
}: DeleteConfirmDialogProps<T>) {
  const { run, pending, error, clearError } = useMutation(remove);

  const confirm = async () => {
    if (!record) return;
    const result = await run(record.id);
    if (result.ok) onDeleted(successMessage);
  };

  // The next confirmation starts without the last one's error.
  const cancel = () => {
    clearError();
    onCancel();
  };

  return (
    <ConfirmDialog
      open={record !== null}
      message={message}
      detail={record && <strong>{record.name}</strong>}
      onConfirm={() => void confirm()}
      onCancel={cancel}
      pending={pending}
      error={error}
      onDismissError={clearError}
    />
  );
}
