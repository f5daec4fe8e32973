// Test-only: what a resource form would show under its fields for some values.
import type { z } from 'zod';
import { fieldErrors } from '../src/contract/index.ts';

/** The field errors of `values` once turned into the body (toInput) and checked by the schema. */
export function formErrors<V>(
  { schema, toInput }: { schema: z.ZodType; toInput: (values: V) => unknown },
  values: V,
) {
  const result = schema.safeParse(toInput(values));
  return result.success ? {} : fieldErrors(result.error);
}
