import { useMemo } from 'react';
import { formatSort, nextSort, parseSort, sortRecords, type SortValue } from './sorting.ts';
import { useUrlFilters } from './useUrlFilters.ts';

const SORT_FIELDS = { sort: 'choice' } as const;

/** A list's sortable keys, as written in the URL (?sort=name, ?sort=-name), and their values. */
export interface SortSpec<T, K extends string> {
  keys: readonly K[];
  valueOf: (record: T, key: K) => SortValue;
}

/**
 * The order of the loaded list, kept in the URL so it survives a reload and Back. Sorting happens
 * here on the loaded records: without ?sort the API's order (newest first) stands.
 */
export function useListSort<T, K extends string>(records: T[], { keys, valueOf }: SortSpec<T, K>) {
  const { values, applied, setValue, applyNow } = useUrlFilters(SORT_FIELDS);
  const order = useMemo(() => parseSort(applied.sort, keys), [applied.sort, keys]);
  const sorted = useMemo(() => sortRecords(records, order, valueOf), [records, order, valueOf]);

  return {
    order,
    sorted,
    /** A column header's click: at once, one history entry per click. */
    toggle: (key: K) => applyNow({ sort: formatSort(nextSort(order, key)) }),
    /** The sort select: what it shows now, and its change, applied once it settles. */
    choice: formatSort(parseSort(values.sort, keys)),
    choose: (value: string) => setValue('sort', value),
  };
}

export type ListSort<K extends string> = ReturnType<typeof useListSort<unknown, K>>;
