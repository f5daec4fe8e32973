import { useState } from 'react';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { useQueryClient } from '../server-state/query-client.tsx';
import type { DeleteActions } from './delete-actions.ts';
import { deleteMany, type DeleteManyOutcome } from './delete-many.ts';

export interface BulkDeleteDialogProps {
  /** The selected records; null keeps the dialog closed. */
  records: readonly { id: number; version: number; name: string }[] | null;
  actions: DeleteActions;
  onCancel: () => void;
  /** After every run, whatever its outcome: the page unselects what went and offers the undo. */
  onSettled: (outcome: DeleteManyOutcome) => void;
  /** All of them are gone: the page closes the dialog and shows the banner. */
  onDeleted: (message: string) => void;
}

/**
 * One confirmation for the selected records ('¿Eliminar 2 startups?', their names under it). When
 * some deletes fail, it stays open listing each one's record and Spanish reason; confirming again
 * retries only those still selected.
 */
export function BulkDeleteDialog({
  records,
  actions,
  onCancel,
  onSettled,
  onDeleted,
}: BulkDeleteDialogProps) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { text } = actions;

  const confirm = async () => {
    if (!records || pending) return;
    setPending(true);
    const outcome = await deleteMany(records, actions.remove);
    setPending(false);
    void queryClient.invalidateQueries({ queryKey: actions.queryKey });
    onSettled(outcome);
    if (outcome.failures.length === 0) {
      setError(null);
      onDeleted(text.deleted(outcome.deletedIds.length));
      return;
    }
    setError(
      [text.partialFailure(outcome.failures.length, records.length), ...outcome.failures].join(' '),
    );
  };

  const cancel = () => {
    setError(null);
    onCancel();
  };

  return (
    <ConfirmDialog
      open={records !== null}
      message={text.question(records?.length ?? 0)}
      onConfirm={() => void confirm()}
      onCancel={cancel}
      pending={pending}
      error={error}
      onDismissError={() => setError(null)}
    >
      <ul className="confirm__records">
        {records?.map((record) => (
          <li key={record.id}>
            <strong>{record.name}</strong>
          </li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}
