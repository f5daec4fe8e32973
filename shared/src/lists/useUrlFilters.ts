import { useCallback, useMemo } from 'react';
import { useSearchParams } from '../router/index.ts';

export type Filters<K extends string> = Record<K, string>;

/**
 * List filters kept in the URL query (?name=…&category=…): a filtered view survives a reload, can be
 * shared, and Back undoes a filter change. An empty filter is left out of the URL.
 *
 * `keys` must be a constant (a module-level array), not a new array on every render.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();

  const filters = useMemo(
    () => Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Filters<K>,
    [params, keys],
  );

  /** `replace` for changes made while typing, so Back does not step through every keystroke. */
  const setFilter = useCallback(
    (key: K, value: string, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [setParams],
  );

  const clearFilters = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of keys) next.delete(key);
        return next;
      },
      { replace: false },
    );
  }, [setParams, keys]);

  return { filters, setFilter, clearFilters };
}

/**
 * The non-empty filters only: what the list call sends (SPEC.md §7). Each value keeps its type
 * (a category stays a `StartupCategory`), so the result is the contract's list query.
 */
export function nonEmptyFilters<F extends Filters<string>>(
  filters: F,
): { [K in keyof F]?: Exclude<F[K], ''> } {
  return Object.fromEntries(
    Object.entries<string>(filters).filter(([, value]) => value.trim() !== ''),
  ) as { [K in keyof F]?: Exclude<F[K], ''> };
}
