import type { FormValues, ValidatedForm } from './useValidatedForm.ts';

/** What a form's fields component takes from useValidatedForm. */
export type FormFieldsProps<V extends FormValues> = Pick<
  ValidatedForm<V, unknown>,
  'values' | 'errors' | 'setValue'
>;

/** `value` and `onChange` for the input, select or textarea of one field of a validated form. */
export function bindField<V extends FormValues>(
  { values, setValue }: Pick<FormFieldsProps<V>, 'values' | 'setValue'>,
  field: keyof V,
) {
  return {
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValue(field, event.target.value),
  };
}
