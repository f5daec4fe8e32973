import { CONFLICT_TEXT } from './conflict-text.ts';
import type { FormField } from './form-field.ts';
import type { FormValues } from './useValidatedForm.ts';

/** A field as shown in a conflict or a delete dialog: its label and its value as the screen reads it. */
export interface ShownValue {
  key: string;
  label: string;
  value: string;
}

/** The field's own display, else a select's option label, else the value as typed. */
const readable = <V extends FormValues>({ display, input }: FormField<V>, value: string) =>
  display?.(value) ??
  (input.type === 'select'
    ? input.options.find((option) => option.value === value)?.label
    : null) ??
  value;

const shown = <V extends FormValues>(field: FormField<V>, values: V): ShownValue => {
  const value = values[field.key] ?? '';
  return {
    key: field.key,
    label: field.label,
    value: value.trim() === '' ? CONFLICT_TEXT.empty : readable(field, value),
  };
};

/** Every field of a record, labelled, as the form would hold it. */
export const describeRecord = <V extends FormValues>(fields: readonly FormField<V>[], values: V) =>
  fields.map((field) => shown(field, values));

/** The named fields, labelled and in the form's order, with their value in `values`. */
export const shownFields = <V extends FormValues>(
  fields: readonly FormField<V>[],
  keys: readonly string[],
  values: V,
) => fields.filter((field) => keys.includes(field.key)).map((field) => shown(field, values));
