import type { FormValues, ValidatedForm } from './useValidatedForm.ts';

/** What a form's fields component takes from useValidatedForm. */
export type FormFieldsProps<V extends FormValues> = Pick<
  ValidatedForm<V, unknown>,
  'values' | 'errors' | 'setValue' | 'setUnreadable'
>;

/** `value`, `onChange` and `onInput` for the input, select or textarea of one field of a validated form. */
export function bindField<V extends FormValues>(
  {
    values,
    setValue,
    setUnreadable,
  }: Pick<FormFieldsProps<V>, 'values' | 'setValue' | 'setUnreadable'>,
  field: keyof V,
) {
  return {
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValue(field, event.target.value),
    // '1e' or '--5' in a number input reports '' and may fire no change at all ('' stays ''):
    // every input event says whether the browser can read what the control holds.
    onInput: (event: { currentTarget: { validity?: { badInput: boolean } } }) =>
      setUnreadable(field, event.currentTarget.validity?.badInput === true),
  };
}
