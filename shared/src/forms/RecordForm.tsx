import { useSaveRecord } from '../server-state/useSaveRecord.ts';
import { ACTION_LABELS } from '../components/action-labels.ts';
import { Alert } from '../components/Alert.tsx';
import { ChangedElsewhereNotice } from '../live/ChangedElsewhereNotice.tsx';
import { ConflictNotice } from './ConflictNotice.tsx';
import { useReportDirty } from './FormModal.tsx';
import { FormFields } from './FormFields.tsx';
import type { EditableRecord, EditableResource } from './resource.ts';
import { useEditConflict } from './useEditConflict.ts';
import { useValidatedForm, type FormValues } from './useValidatedForm.ts';

export interface RecordFormProps<T extends EditableRecord, V extends FormValues, I> {
  resource: EditableResource<T, V, I>;
  /** The record to edit, or null to create one. */
  record: T | null;
  /** Cancelar: the modal closes at once, or asks first when the form has changes. */
  onCancel: () => void;
  /** Tells the modal whether the form has unsaved changes. */
  onDirtyChange: (dirty: boolean) => void;
  onSaved: (message: string) => void;
  /** The record changed or vanished since the list was loaded: reload it. */
  onOutdated?: (() => void) | undefined;
}

/**
 * A resource's create or edit form: validated by the contract's schema, saved once at a time, a
 * failure shown inside it, a 412 shown as a choice. Mounted per opening.
 */
export function RecordForm<T extends EditableRecord, V extends FormValues, I>({
  resource,
  record,
  onCancel,
  onDirtyChange,
  onSaved,
  onOutdated,
}: RecordFormProps<T, V, I>) {
  const { schema, fields, toValues, text, messages } = resource;
  const form = useValidatedForm(
    schema,
    record ? toValues(record) : resource.emptyValues,
    resource.toInput,
  );
  useReportDirty(onDirtyChange, form.isDirty);
  const edit = useEditConflict(record, { fields, toValues, setValue: form.setValue, onOutdated });
  const { save, pending, error, dismissError } = useSaveRecord<T, I>(edit.base, onSaved, {
    create: resource.create,
    update: resource.update,
    createdMessage: messages.created,
    updatedMessage: messages.updated,
    invalidates: resource.queryKey,
  });

  return (
    // noValidate: the Spanish messages are shown instead of the browser's own bubbles.
    // The submit button stays enabled while errors show: every submit validates again.
    <form
      noValidate
      onSubmit={form.handleSubmit((body) => {
        const sent = form.values;
        void save(body).then((result) => edit.settle(result, sent));
      })}
    >
      {/* Inside the dialog: the page behind it is inert and dimmed while it is open. */}
      {error && <Alert variant="error" message={error} onClose={dismissError} />}
      {edit.conflict && <ConflictNotice {...edit.conflict} pending={pending} />}
      {!edit.conflict && <ChangedElsewhereNotice queryKey={resource.queryKey} base={edit.base} />}
      <FormFields fields={fields} form={form} />
      <div className="form-actions">
        <button type="button" className="btn btn--secondary" onClick={onCancel}>
          {ACTION_LABELS.cancel}
        </button>
        <button type="submit" className="btn btn--primary" disabled={pending} aria-busy={pending}>
          {record ? text.updateButton : text.createButton}
        </button>
      </div>
    </form>
  );
}
