import { useId, type ReactNode } from 'react';

/** What a field hands its control so the label, the error and the input stay linked. */
export interface FieldControlProps {
  id: string;
  name: string;
  className: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  name: string;
  label: string;
  error?: string | undefined;
  /** Marks the label '(opcional)'. */
  optional?: boolean;
  /** Extra text under the control, such as the description counter. */
  hint?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled form control with its error message under it. The error is linked through
 * aria-describedby and aria-invalid, so a screen reader reads it with the field.
 */
export function Field({ name, label, error, optional = false, hint, children }: FieldProps) {
  const id = `${useId()}-${name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {optional && <span className="field__optional"> (opcional)</span>}
      </label>
      {children({
        id,
        name,
        className: 'field__control',
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
