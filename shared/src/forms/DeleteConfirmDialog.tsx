import { useState } from 'react';
import { isOutdated, RecordChangedError, type Versioned } from '../api/conditional-write.ts';
import { useMutation, type MutationOptions } from '../server-state/useMutation.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { CONFLICT_TEXT } from './conflict-text.ts';
import { RecordValues } from './ConflictNotice.tsx';
import type { ShownValue } from './record-fields.ts';

export interface DeleteConfirmDialogProps<
  T extends Versioned & { name: string },
> extends MutationOptions {
  /** The record to delete; null keeps the dialog closed. */
  record: T | null;
  /** The question, worded for the record type; the record's name shows under it. */
  message: string;
  /** The DELETE call, applied only if the record is still at `version` (If-Match). */
  remove: (id: T['id'], version: number) => Promise<unknown>;
  /** The record's fields, labelled: shown when it changed since it was opened. */
  describe: (record: T) => ShownValue[];
  /** The list behind shows an outdated record (changed or deleted since): reload it. */
  onOutdated?: (() => void) | undefined;
  /** The banner the page shows once the record is gone. */
  successMessage: string;
  onCancel: () => void;
  /** The record is gone: the owner closes the dialog, shows the banner and reloads the list. */
  onDeleted: (message: string, restoreToken?: string) => void;
}

/**
 * 'Confirmar Eliminación' for one record (docs/product.md): on success it hands the message to the
 * owner; on failure it stays open with the error inside, its buttons enabled again to retry or cancel.
 * If someone changed the record since it was opened (412), nothing is deleted: the dialog shows the
 * record as it is now and asks again; confirming then deletes that version.
 */
export function DeleteConfirmDialog<T extends Versioned & { name: string }>({
  record,
  message,
  remove,
  describe,
  successMessage,
  onCancel,
  onDeleted,
  onOutdated,
  invalidates,
}: DeleteConfirmDialogProps<T>) {
  const { run, pending, error, clearError } = useMutation(remove, { invalidates });
  // The record as it is now, after a 412 for the version the user opened.
  const [current, setCurrent] = useState<T | null>(null);

  const confirm = async () => {
    if (!record) return;
    const target = current ?? record;
    const result = await run(target.id, target.version);
    if (result.ok) {
      setCurrent(null);
      // The DELETE's undo token (api/record-writes.ts), for the page's 'Deshacer'.
      if (typeof result.data === 'string') onDeleted(successMessage, result.data);
      else onDeleted(successMessage);
      return;
    }
    if (result.cause instanceof RecordChangedError) setCurrent(result.cause.current as T);
    if (isOutdated(result.cause)) onOutdated?.();
  };

  // The next confirmation starts without the last one's error or conflict.
  const cancel = () => {
    clearError();
    setCurrent(null);
    onCancel();
  };

  return (
    <ConfirmDialog
      open={record !== null}
      message={current ? CONFLICT_TEXT.deleteChanged : message}
      detail={record && <strong>{record.name}</strong>}
      onConfirm={() => void confirm()}
      onCancel={cancel}
      pending={pending}
      error={error}
      onDismissError={clearError}
    >
      {current && <RecordValues values={describe(current)} />}
    </ConfirmDialog>
  );
}
