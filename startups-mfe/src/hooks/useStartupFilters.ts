import {
  NavigationType,
  nonEmptyFilters,
  STARTUP_CATEGORIES,
  type StartupCategory,
  type StartupListQuery,
  useDebouncedValue,
  useNavigationType,
  useUrlFilters,
} from '@sistema/shared';
import { useCallback } from 'react';

const FILTER_KEYS = ['name', 'category'] as const;
export const NAME_DEBOUNCE_MS = 300;

const isCategory = (value: string): value is StartupCategory =>
  (STARTUP_CATEGORIES as readonly string[]).includes(value);

/**
 * The list filters, kept in the URL (?name=…&category=…). The inputs show the URL at once; the
 * query the list loads with waits for typing to pause.
 */
export function useStartupFilters() {
  const { filters, setFilter, clearFilters } = useUrlFilters(FILTER_KEYS);
  const navigationType = useNavigationType();
  const debouncedName = useDebouncedValue(filters.name, NAME_DEBOUNCE_MS);

  // Only typing replaces the history entry, so REPLACE means "the user is typing": debounce. A
  // pushed change (category, clear), Back/Forward or a fresh load applies at once, without first
  // sending the new category with a stale name.
  const name = navigationType === NavigationType.Replace ? debouncedName : filters.name;
  // A hand-edited URL with an unknown category is ignored rather than sent to fail.
  const category = isCategory(filters.category) ? filters.category : '';
  const query: StartupListQuery = nonEmptyFilters({ name: name.trim(), category });

  const setName = useCallback(
    (value: string) => setFilter('name', value, { replace: true }),
    [setFilter],
  );
  const setCategory = useCallback((value: string) => setFilter('category', value), [setFilter]);

  return { name: filters.name, category, query, setName, setCategory, clear: clearFilters };
}
