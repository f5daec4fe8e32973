import { useCallback, useState, type SyntheticEvent } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '../contract/index.ts';

export type FormValues = Record<string, string>;

/**
 * What an unreadable entry is validated as: the Unicode replacement character, which no field
 * accepts (a number parses it as NaN, so the field's own "must be a number" message shows).
 */
export const UNREADABLE_INPUT = '\uFFFD';

export interface ValidatedForm<V extends FormValues, B> {
  values: V;
  errors: Partial<Record<keyof V, string>>;
  /** Sets a field and clears that field's error (docs/product.md §5). */
  setValue: (field: keyof V, value: string) => void;
  /**
   * Notes whether a field's control holds text the browser cannot read ('1e' or '--5' in a number
   * input reports the value '' and validity.badInput); an edit also clears the field's error.
   */
  setUnreadable: (field: keyof V, unreadable: boolean) => void;
  /** Puts new values in (a reset or an edit's prefill) as the form's new starting point. */
  reset: (values: V) => void;
  /**
   * Validates on every submit (so it is blocked while any error stands); on success calls onValid with
   * the body, else shows the errors and focuses the first invalid field.
   */
  handleSubmit: (onValid: (body: B) => void) => (event: SyntheticEvent<HTMLFormElement>) => void;
  hasErrors: boolean;
  /** The values differ from the ones the form opened with, or a control holds unreadable text. */
  isDirty: boolean;
}

const without = <T extends object>(record: T, key: PropertyKey): T =>
  key in record
    ? (Object.fromEntries(Object.entries(record).filter(([name]) => name !== key)) as T)
    : record;

/**
 * Form state validated by a contract schema: the same zod schema, and so the same Spanish messages,
 * as the server. `toInput` turns the strings of the inputs into the body the API takes.
 */
export function useValidatedForm<V extends FormValues, S extends z.ZodType>(
  schema: S,
  initialValues: V,
  toInput: (values: V) => unknown,
): ValidatedForm<V, z.output<S>> {
  const [initial, setInitial] = useState<V>(initialValues);
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [unreadable, setUnreadableFields] = useState<Partial<Record<keyof V, true>>>({});

  const setValue = useCallback((field: keyof V, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => without(current, field));
  }, []);

  const setUnreadable = useCallback((field: keyof V, isUnreadable: boolean) => {
    setUnreadableFields((current) =>
      isUnreadable ? { ...current, [field]: true } : without(current, field),
    );
    setErrors((current) => without(current, field));
  }, []);

  const reset = useCallback((next: V) => {
    setInitial(next);
    setValues(next);
    setErrors({});
    setUnreadableFields({});
  }, []);

  const handleSubmit =
    (onValid: (body: z.output<S>) => void) => (event: SyntheticEvent<HTMLFormElement>) => {
      event.preventDefault();
      // What the browser could not read is an error, never the empty value it reports.
      const read = { ...values };
      for (const field of Object.keys(unreadable))
        read[field as keyof V] = UNREADABLE_INPUT as V[keyof V];
      const result = schema.safeParse(toInput(read));
      if (result.success) {
        onValid(result.data);
        return;
      }
      const found = fieldErrors(result.error) as Partial<Record<keyof V, string>>;
      setErrors(found);
      // Focus the first invalid control in the form's own order.
      const form = event.currentTarget;
      const first = Array.from(form.elements).find(
        (element): element is HTMLElement =>
          element instanceof HTMLElement &&
          'name' in element &&
          typeof element.name === 'string' &&
          element.name in found,
      );
      first?.focus();
    };

  return {
    values,
    errors,
    setValue,
    setUnreadable,
    reset,
    handleSubmit,
    hasErrors: Object.keys(errors).length > 0,
    isDirty:
      Object.keys(unreadable).length > 0 ||
      Object.keys(values).some((field) => values[field] !== initial[field]),
  };
}
