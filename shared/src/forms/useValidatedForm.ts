import { useCallback, useState, type SyntheticEvent } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '../contract/index.ts';

export type FormValues = Record<string, string>;

export interface ValidatedForm<V extends FormValues, B> {
  values: V;
  errors: Partial<Record<keyof V, string>>;
  /** Sets a field and clears that field's error (SPEC.md §5). */
  setValue: (field: keyof V, value: string) => void;
  /** Puts new values in (a reset or an edit's prefill) and clears every error. */
  reset: (values: V) => void;
  /**
   * Validates on every submit (so it is blocked while any error stands); on success calls onValid with
   * the body, else shows the errors and focuses the first invalid field.
   */
  handleSubmit: (onValid: (body: B) => void) => (event: SyntheticEvent<HTMLFormElement>) => void;
  hasErrors: boolean;
}

/**
 * Form state validated by a contract schema: the same zod schema, and so the same Spanish messages,
 * as the server. `toInput` turns the strings of the inputs into the body the API takes.
 */
export function useValidatedForm<V extends FormValues, S extends z.ZodType>(
  schema: S,
  initialValues: V,
  toInput: (values: V) => unknown,
): ValidatedForm<V, z.output<S>> {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});

  const setValue = useCallback((field: keyof V, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      return Object.fromEntries(
        Object.entries(current).filter(([key]) => key !== field),
      ) as typeof current;
    });
  }, []);

  const reset = useCallback((next: V) => {
    setValues(next);
    setErrors({});
  }, []);

  const handleSubmit =
    (onValid: (body: z.output<S>) => void) => (event: SyntheticEvent<HTMLFormElement>) => {
      event.preventDefault();
      const result = schema.safeParse(toInput(values));
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
    reset,
    handleSubmit,
    hasErrors: Object.keys(errors).length > 0,
  };
}
