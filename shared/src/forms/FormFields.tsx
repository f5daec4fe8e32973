import { Fragment } from 'react';
import { sliceGraphemes } from '../contract/index.ts';
import { bindField, type FormFieldsProps } from './bindField.ts';
import { Field, type FieldControlProps } from './Field.tsx';
import type { FieldInput, FormField } from './form-field.ts';
import type { FormValues } from './useValidatedForm.ts';

type Bound = FieldControlProps & ReturnType<typeof bindField>;

/**
 * Typing and pasting stop at `max` whole characters, counted as a person sees them (as the
 * contract's schemas count): a browser's maxLength counts an emoji or a flag as 2 to 11.
 */
function capped(bound: Bound, max: number): Bound {
  return {
    ...bound,
    onChange: (event) =>
      bound.onChange({ target: { value: sliceGraphemes(event.target.value, max) } }),
  };
}

/** The control of one field, with its browser-side limits. */
function Control({ input, bound }: { input: FieldInput; bound: Bound }) {
  switch (input.type) {
    case 'text':
      return (
        <input {...capped(bound, input.maxLength)} type="text" placeholder={input.placeholder} />
      );
    case 'date':
      return <input {...bound} type="date" max={input.max?.()} />;
    case 'number':
      return <input {...bound} type="number" step={input.step} min={input.min} />;
    case 'select':
      return (
        <select {...bound}>
          <option value="">{input.placeholder}</option>
          {input.options.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      );
    case 'textarea':
      return <textarea {...capped(bound, input.maxLength)} rows={input.rows} />;
  }
}

export interface FormFieldsListProps<V extends FormValues> {
  fields: readonly FormField<V>[];
  form: FormFieldsProps<V>;
}

/** A resource's inputs in their order, each with its label and its error under it. */
export function FormFields<V extends FormValues>({ fields, form }: FormFieldsListProps<V>) {
  return fields.map((field) => {
    const value = form.values[field.key] ?? '';
    return (
      <Fragment key={field.key}>
        <Field
          name={field.key}
          label={field.label}
          error={form.errors[field.key]}
          optional={field.optional}
          hint={field.hint?.(value)}
        >
          {(control) => (
            <Control input={field.input} bound={{ ...control, ...bindField(form, field.key) }} />
          )}
        </Field>
        {field.after?.(value)}
      </Fragment>
    );
  });
}
