import {
  Alert,
  ConflictNotice,
  useEditConflict,
  useReportDirty,
  type Startup,
} from '@sistema/shared';
import { useSaveStartup } from '../hooks/useSaveStartup.ts';
import { useStartupForm, valuesFromStartup } from '../hooks/useStartupForm.ts';
import { FORM_TEXT } from '../messages.ts';
import { STARTUP_FIELDS } from '../startup-fields.ts';
import { StartupFormFields } from './StartupFormFields.tsx';

export interface StartupFormProps {
  /** The startup to edit, or null to create one. */
  startup: Startup | null;
  /** Cancelar: the modal closes at once, or asks first when the form has changes. */
  onCancel: () => void;
  /** Tells the modal whether the form has unsaved changes. */
  onDirtyChange: (dirty: boolean) => void;
  onSaved: (message: string) => void;
  /** The startup changed or vanished since the list was loaded: reload it. */
  onOutdated?: () => void;
}

export function StartupForm({
  startup,
  onCancel,
  onDirtyChange,
  onSaved,
  onOutdated,
}: StartupFormProps) {
  const { values, errors, setValue, setUnreadable, reset, handleSubmit, isDirty } =
    useStartupForm(startup);
  useReportDirty(onDirtyChange, isDirty);
  const edit = useEditConflict(startup, {
    fields: STARTUP_FIELDS,
    toValues: valuesFromStartup,
    reset,
    onOutdated,
  });
  const { save, pending, error, dismissError } = useSaveStartup(edit.base, onSaved);

  return (
    // noValidate: the spec's Spanish messages are shown instead of the browser's own bubbles.
    // The submit button stays enabled while errors show: every submit validates again.
    <form noValidate onSubmit={handleSubmit((body) => void save(body).then(edit.settle))}>
      {/* Inside the dialog: the page behind it is inert and dimmed while it is open. */}
      {error && <Alert variant="error" message={error} onClose={dismissError} />}
      {edit.conflict && <ConflictNotice {...edit.conflict} pending={pending} />}
      <StartupFormFields
        values={values}
        errors={errors}
        setValue={setValue}
        setUnreadable={setUnreadable}
      />
      <div className="form-actions">
        <button type="button" className="btn btn--secondary" onClick={onCancel}>
          {FORM_TEXT.cancel}
        </button>
        <button type="submit" className="btn btn--primary" disabled={pending} aria-busy={pending}>
          {startup ? FORM_TEXT.update : FORM_TEXT.create}
        </button>
      </div>
    </form>
  );
}
