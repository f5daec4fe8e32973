import { Alert, useReportDirty, type Technology } from '@sistema/shared';
import { useSaveTechnology } from '../hooks/useSaveTechnology.ts';
import { useTechnologyForm } from '../hooks/useTechnologyForm.ts';
import { FORM_TEXT } from '../messages.ts';
import { TechnologyFormFields } from './TechnologyFormFields.tsx';

export interface TechnologyFormProps {
  /** The technology to edit, or null to create one. */
  technology: Technology | null;
  /** Cancelar: the modal closes at once, or asks first when the form has changes. */
  onCancel: () => void;
  /** Tells the modal whether the form has unsaved changes. */
  onDirtyChange: (dirty: boolean) => void;
  onSaved: (message: string) => void;
}

export function TechnologyForm({
  technology,
  onCancel,
  onDirtyChange,
  onSaved,
}: TechnologyFormProps) {
  const { values, errors, setValue, setUnreadable, handleSubmit, isDirty } =
    useTechnologyForm(technology);
  useReportDirty(onDirtyChange, isDirty);
  const { save, pending, error, dismissError } = useSaveTechnology(technology, onSaved);

  return (
    // noValidate: the spec's Spanish messages are shown instead of the browser's own bubbles.
    // The submit button stays enabled while errors show: every submit validates again.
    <form noValidate onSubmit={handleSubmit((body) => void save(body))}>
      {/* Inside the dialog: the page behind it is inert and dimmed while it is open. */}
      {error && <Alert variant="error" message={error} onClose={dismissError} />}
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
