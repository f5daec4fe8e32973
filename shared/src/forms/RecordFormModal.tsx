import { FormModal } from './FormModal.tsx';
import { RecordForm } from './RecordForm.tsx';
import type { EditableRecord, EditableResource } from './resource.ts';
import type { FormValues } from './useValidatedForm.ts';

/** What the form modal is doing: closed, creating, or editing one record. */
export type OpenedForm<T> = null | 'new' | T;

/** What a page gives the form modal of its resource. */
export interface RecordFormModalProps<T extends EditableRecord> {
  editor: OpenedForm<T>;
  onClose: () => void;
  onSaved: (message: string) => void;
  /** The record changed or vanished since the list was loaded: reload it. */
  onOutdated?: (() => void) | undefined;
}

/**
 * The create/edit modal of a resource, with the unsaved-changes guard ('¿Descartar los cambios?'
 * on Escape, Cancelar and ×).
 */
export function RecordFormModal<T extends EditableRecord, V extends FormValues, I>({
  resource,
  editor,
  onClose,
  onSaved,
  onOutdated,
}: RecordFormModalProps<T> & { resource: EditableResource<T, V, I> }) {
  const record = editor === 'new' ? null : editor;
  return (
    <FormModal
      open={editor !== null}
      title={record ? resource.text.editTitle : resource.text.createTitle}
      onClose={onClose}
      size="medium"
    >
      {/* Mounted per opening (keyed per record): every opening starts from a fresh form and a
          fresh Idempotency-Key. */}
      {({ requestClose, reportDirty }) =>
        editor !== null && (
          <RecordForm
            key={record?.id ?? 'new'}
            resource={resource}
            record={record}
            onCancel={requestClose}
            onDirtyChange={reportDirty}
            onSaved={onSaved}
            onOutdated={onOutdated}
          />
        )
      }
    </FormModal>
  );
}

/** The form modal of one resource, as a component a page mounts with the props above. */
export function formModalFor<T extends EditableRecord, V extends FormValues, I>(
  resource: EditableResource<T, V, I>,
) {
  return function ResourceFormModal(props: RecordFormModalProps<T>) {
    return <RecordFormModal {...props} resource={resource} />;
  };
}
