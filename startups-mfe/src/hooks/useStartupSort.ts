import {
  formatSort,
  nextSort,
  parseSort,
  sortRecords,
  type SortValue,
  type Startup,
  useUrlFilters,
} from '@sistema/shared';
import { useMemo } from 'react';

/** The sortable columns, as written in the URL (?sort=name, ?sort=-fundingAmount). */
export const SORT_KEYS = ['name', 'foundedAt', 'location', 'category', 'fundingAmount'] as const;
export type StartupSortKey = (typeof SORT_KEYS)[number];

const SORT_FIELDS = { sort: 'choice' } as const;

const sortValue = (startup: Startup, key: StartupSortKey): SortValue => {
  switch (key) {
    case 'name':
      return startup.name;
    case 'foundedAt':
      return startup.founded_at;
    case 'location':
      return startup.location;
    case 'category':
      return startup.category;
    case 'fundingAmount':
      return startup.funding_amount;
  }
};

/**
 * The order of the loaded list, kept in the URL so it survives a reload and Back. Sorting happens
 * here on the loaded rows: without ?sort the API's order (newest first) stands.
 */
export function useStartupSort(startups: Startup[]) {
  const { values, applied, setValue, applyNow } = useUrlFilters(SORT_FIELDS);
  const order = useMemo(() => parseSort(applied.sort, SORT_KEYS), [applied.sort]);
  const sorted = useMemo(() => sortRecords(startups, order, sortValue), [startups, order]);

  return {
    order,
    sorted,
    /** A column header's click: at once, one history entry per click. */
    toggle: (key: StartupSortKey) => applyNow('sort', formatSort(nextSort(order, key))),
    /** The phone's select: what it shows now, and its change, applied once it settles. */
    choice: formatSort(parseSort(values.sort, SORT_KEYS)),
    choose: (value: string) => setValue('sort', value),
  };
}
