import { useCallback } from 'react';
import type { ResourceList } from '../server-state/useListQuery.ts';

/** How close to the last loaded record the next page is asked for: a fast scroll never waits long. */
export const LOAD_AHEAD_RECORDS = 60;

/**
 * What the view shows of a list: a whole list (one answer) in the local order, which sorts text as
 * Spanish does; a list in pages in the server's order, since the local one would only see the
 * loaded pages. Near the end of the loaded records, the next page loads.
 */
export function usePagedRecords<T>(list: ResourceList<T>, sorted: T[]) {
  const { items, hasMore, loadMore } = list;
  const onRendered = useCallback(
    (lastIndex: number) => {
      if (lastIndex >= items.length - LOAD_AHEAD_RECORDS) loadMore();
    },
    [items.length, loadMore],
  );
  return {
    records: list.whole ? sorted : items,
    onRendered: hasMore ? onRendered : undefined,
  };
}
