import type { FormValues } from './useValidatedForm.ts';

/** What a three-way merge of one form found (docs/product.md: two people editing one record). */
export interface FieldMerge<V extends FormValues> {
  /** Fields only the other person changed: their value goes into the form. */
  taken: (keyof V & string)[];
  /** Fields both changed, to different values: the user chooses. */
  conflicting: (keyof V & string)[];
}

/**
 * Compares, field by field, the record as the user opened it, what they typed, and the record as it
 * is now. A field only one side changed needs no choice: the user's edit stays, the other person's
 * change is taken. Only a field both changed differently is a conflict, so no choice can ever put
 * back an old value over a field the user never touched.
 */
export function mergeFields<V extends FormValues>(
  keys: readonly (keyof V & string)[],
  opened: V,
  mine: V,
  theirs: V,
): FieldMerge<V> {
  const taken: (keyof V & string)[] = [];
  const conflicting: (keyof V & string)[] = [];
  for (const key of keys) {
    if (theirs[key] === opened[key] || theirs[key] === mine[key]) continue;
    if (mine[key] === opened[key]) taken.push(key);
    else conflicting.push(key);
  }
  return { taken, conflicting };
}
