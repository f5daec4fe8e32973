import { useMemo } from 'react';
import { nonEmptyFilters, useUrlFilters, type FilterKind, type Filters } from './useUrlFilters.ts';

/** A list filter: typed text, or a choice among `options` (a select). */
export type FilterField = { kind: 'text' } | { kind: 'choice'; options: readonly string[] };

/** A list's filters by their URL names (?name=…&category=…). */
export type FilterFields = Readonly<Record<string, FilterField>>;

/** What the list call is sent: each non-empty filter, a choice typed as one of its options. */
export type FilterQuery<S extends FilterFields> = {
  [K in keyof S]?: S[K] extends { options: readonly (infer V)[] } ? V : string;
};

/** A hand-edited URL with an unknown choice is ignored rather than sent to fail. */
function known<K extends string>(fields: FilterFields, values: Filters<K>): Filters<K> {
  const result: Record<string, string> = { ...values };
  for (const [key, field] of Object.entries(fields)) {
    if (field.kind === 'choice' && !field.options.includes(result[key] ?? '')) result[key] = '';
  }
  return result as Filters<K>;
}

/**
 * A list's filters, kept in the URL (useUrlFilters): the inputs show every keystroke at once; the
 * URL and the query the list loads with follow once the input settles. `query` holds only the
 * non-empty filters (text trimmed): what the list call sends.
 *
 * `fields` must be a constant (module level).
 */
export function useListFilters<S extends FilterFields>(fields: S) {
  type K = keyof S & string;
  const kinds = useMemo(
    () =>
      Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.kind])) as Record<
        K,
        FilterKind
      >,
    [fields],
  );
  const { values, applied, setValue, flush, clear } = useUrlFilters(kinds);
  const query = useMemo(() => {
    const checked = known(fields, applied);
    for (const key of Object.keys(checked) as K[]) checked[key] = checked[key].trim();
    // Each choice was checked against its options just above: the values are of the query's types.
    return nonEmptyFilters(checked) as FilterQuery<S>;
  }, [fields, applied]);
  return { values: known(fields, values), query, setValue, flush, clear: () => clear() };
}

export type ListFilters<S extends FilterFields> = ReturnType<typeof useListFilters<S>>;
