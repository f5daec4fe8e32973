import { CONFLICT_TEXT } from './conflict-text.ts';
import type { FormValues } from './useValidatedForm.ts';

/** A form field as a person reads it: its Spanish label, and its value shown as the screen does. */
export interface RecordField<V extends FormValues> {
  key: keyof V & string;
  label: string;
  /** How a value reads (a label for an enum, a currency); the value itself by default. */
  display?: (value: string) => string;
}

export interface ShownValue {
  key: string;
  label: string;
  value: string;
}

const shown = <V extends FormValues>(field: RecordField<V>, values: V): ShownValue => {
  const value = values[field.key] ?? '';
  return {
    key: field.key,
    label: field.label,
    value: value.trim() === '' ? CONFLICT_TEXT.empty : (field.display?.(value) ?? value),
  };
};

/** Every field of a record, labelled, as the form would hold it. */
export const describeRecord = <V extends FormValues>(fields: RecordField<V>[], values: V) =>
  fields.map((field) => shown(field, values));

/** The fields whose value in `now` differs from `before`, with the value they have now. */
export const changedFields = <V extends FormValues>(fields: RecordField<V>[], before: V, now: V) =>
  fields.filter((field) => before[field.key] !== now[field.key]).map((f) => shown(f, now));
