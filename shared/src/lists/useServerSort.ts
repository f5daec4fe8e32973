import { useState } from 'react';

/**
 * The order a list in pages asks the server for. A list that came whole (one page held every
 * record) is sorted locally, so changing its order loads nothing and blanks nothing: it keeps the
 * order it was loaded with until its filters change or it stops being whole. A list in pages asks
 * the server for each order, since only the server sees every record.
 */
export function useServerSort(sortParam: string, filters: object) {
  const [loadedWhole, setLoadedWhole] = useState<{ filters: string; sort: string } | null>(null);
  // By value: the filters' object is a new one whenever the URL changes, the order included.
  const filtersKey = JSON.stringify(filters);
  const current = loadedWhole?.filters === filtersKey ? loadedWhole : null;
  const sort = current ? current.sort : sortParam;
  return {
    sort,
    /** Called while rendering, with the list's answer: React renders again at once on a change. */
    follow(list: { whole: boolean; loading: boolean; failed: boolean }) {
      if (list.loading || list.failed) return;
      if (list.whole && !current) setLoadedWhole({ filters: filtersKey, sort });
      else if (!list.whole && current) setLoadedWhole(null);
    },
  };
}
