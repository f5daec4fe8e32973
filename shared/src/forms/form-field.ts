import type { ReactNode } from 'react';
import type { FormValues } from './useValidatedForm.ts';

/** One choice of a select: the value sent, and the words shown for it. */
export interface FieldOption {
  value: string;
  label: string;
}

/** The control a field is edited with, and its browser-side limits. */
export type FieldInput =
  | { type: 'text'; maxLength: number; placeholder?: string }
  /** `max` is read at every render: "today" moves. */
  | { type: 'date'; max?: () => string }
  | { type: 'number'; step: number; min: number }
  /** The placeholder is the empty first option ('Selecciona…'). */
  | { type: 'select'; placeholder: string; options: readonly FieldOption[] }
  | { type: 'textarea'; rows: number; maxLength: number };

/**
 * A field of a resource's form, as a person reads it: its key in the form values, its Spanish label,
 * its control. The same list draws the form, names the fields a conflict lists, and shows a record
 * in the delete dialog.
 */
export interface FormField<V extends FormValues> {
  key: keyof V & string;
  label: string;
  input: FieldInput;
  /** Marks the label '(opcional)'. */
  optional?: boolean;
  /**
   * Other names of its column in an imported file: the table's shorter header ('Fundación') and
   * the API's field name ('founded_at'), beside the label and the key.
   */
  aliases?: readonly string[];
  /** How a value reads (a currency, a date); a select's option label, else the value itself, by default. */
  display?: (value: string) => string;
  /** Text under the control, from the field's value (the description counter); read with the field. */
  hint?: (value: string) => ReactNode;
  /** Drawn after the field, outside its description (a polite live region). */
  after?: (value: string) => ReactNode;
}
