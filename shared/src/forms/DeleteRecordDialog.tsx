import { DeleteConfirmDialog } from './DeleteConfirmDialog.tsx';
import { describeRecord } from './record-fields.ts';
import type { EditableRecord, EditableResource } from './resource.ts';
import type { FormValues } from './useValidatedForm.ts';

/** What a page gives the delete dialog of its resource. */
export interface DeleteRecordDialogProps<T extends EditableRecord> {
  /** The record to delete; null keeps the dialog closed. */
  record: T | null;
  onCancel: () => void;
  onDeleted: (message: string, restoreToken?: string) => void;
  /** The record changed or vanished since the list was loaded: reload it. */
  onOutdated?: (() => void) | undefined;
}

/** 'Confirmar Eliminación' for a record of a resource, in the resource's words. */
export function DeleteRecordDialog<T extends EditableRecord, V extends FormValues, I>({
  resource,
  ...dialog
}: DeleteRecordDialogProps<T> & { resource: EditableResource<T, V, I> }) {
  return (
    <DeleteConfirmDialog
      {...dialog}
      message={resource.text.deleteQuestion}
      remove={resource.remove}
      describe={(record: T) => describeRecord(resource.fields, resource.toValues(record))}
      successMessage={resource.messages.deleted}
      invalidates={resource.queryKey}
    />
  );
}

/**
 * The delete dialog of one resource, as a component that takes its record under the resource's own
 * name (`startup`, `technology`) besides the props above.
 */
export function deleteDialogFor<
  T extends EditableRecord,
  V extends FormValues,
  I,
  K extends string,
>(resource: EditableResource<T, V, I>, recordProp: K) {
  return function ResourceDeleteDialog(
    props: Omit<DeleteRecordDialogProps<T>, 'record'> & Record<K, T | null>,
  ) {
    return (
      <DeleteRecordDialog
        resource={resource}
        record={props[recordProp]}
        onCancel={props.onCancel}
        onDeleted={props.onDeleted}
        onOutdated={props.onOutdated}
      />
    );
  };
}
