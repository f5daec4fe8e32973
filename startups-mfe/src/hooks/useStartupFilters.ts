import {
  nonEmptyFilters,
  STARTUP_CATEGORIES,
  type StartupCategory,
  type StartupListQuery,
  useUrlFilters,
} from '@sistema/shared';
import { useCallback } from 'react';

const FILTER_FIELDS = { name: 'text', category: 'choice' } as const;

const isCategory = (value: string): value is StartupCategory =>
  (STARTUP_CATEGORIES as readonly string[]).includes(value);

/**
 * The list filters, kept in the URL (?name=…&category=…). The inputs show every keystroke at once;
 * the URL and the query the list loads with follow once the input settles.
 */
export function useStartupFilters() {
  const { values, applied, setValue, clear } = useUrlFilters(FILTER_FIELDS);
  // A hand-edited URL with an unknown category is ignored rather than sent to fail.
  const category = isCategory(applied.category) ? applied.category : '';
  const query: StartupListQuery = nonEmptyFilters({ name: applied.name.trim(), category });

  const setName = useCallback((value: string) => setValue('name', value), [setValue]);
  const setCategory = useCallback((value: string) => setValue('category', value), [setValue]);

  return {
    name: values.name,
    category: isCategory(values.category) ? values.category : '',
    query,
    setName,
    setCategory,
    clear: () => clear(),
  };
}
