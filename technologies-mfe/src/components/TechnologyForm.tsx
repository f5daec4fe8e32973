import {
  Alert,
  ConflictNotice,
  useEditConflict,
  useReportDirty,
  type Technology,
} from '@sistema/shared';
import { useSaveTechnology } from '../hooks/useSaveTechnology.ts';
import { useTechnologyForm, valuesFromTechnology } from '../hooks/useTechnologyForm.ts';
import { FORM_TEXT } from '../messages.ts';
import { TECHNOLOGY_FIELDS } from '../technology-fields.ts';
import { TechnologyFormFields } from './TechnologyFormFields.tsx';

export interface TechnologyFormProps {
  /** The technology to edit, or null to create one. */
  technology: Technology | null;
  /** Cancelar: the modal closes at once, or asks first when the form has changes. */
  onCancel: () => void;
  /** Tells the modal whether the form has unsaved changes. */
  onDirtyChange: (dirty: boolean) => void;
  onSaved: (message: string) => void;
  /** The technology changed or vanished since the list was loaded: reload it. */
  onOutdated?: () => void;
}

export function TechnologyForm({
  technology,
  onCancel,
  onDirtyChange,
  onSaved,
  onOutdated,
}: TechnologyFormProps) {
  const { values, errors, setValue, setUnreadable, reset, handleSubmit, isDirty } =
    useTechnologyForm(technology);
  useReportDirty(onDirtyChange, isDirty);
  const edit = useEditConflict(technology, {
    fields: TECHNOLOGY_FIELDS,
    toValues: valuesFromTechnology,
    reset,
    onOutdated,
  });
  const { save, pending, error, dismissError } = useSaveTechnology(edit.base, onSaved);

  return (
    // noValidate: the spec's Spanish messages are shown instead of the browser's own bubbles.
    // The submit button stays enabled while errors show: every submit validates again.
    <form noValidate onSubmit={handleSubmit((body) => void save(body).then(edit.settle))}>
      {/* Inside the dialog: the page behind it is inert and dimmed while it is open. */}
      {error && <Alert variant="error" message={error} onClose={dismissError} />}
      {edit.conflict && <ConflictNotice {...edit.conflict} pending={pending} />}
      <TechnologyFormFields
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
          {technology ? FORM_TEXT.update : FORM_TEXT.create}
        </button>
      </div>
    </form>
  );
}
