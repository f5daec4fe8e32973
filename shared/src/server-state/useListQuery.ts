import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { getErrorMessage } from '../api/error-message.ts';
import type { ListPage, LoadPage } from './list-pages.ts';

export interface ResourceList<T> {
  items: T[];
  /** A request runs: the spinner replaces the list. */
  loading: boolean;
  /** Grows each time a load ends, succeeded or failed (focus waits for the next one). */
  settledLoads: number;
  /** The last load failed: the list is empty for want of an answer, not for want of records. */
  failed: boolean;
  /** The Spanish message of the last failed load, until dismissed; else null. */
  error: string | null;
  /** Loads again with the same filters (after a create, update or delete, or to retry). */
  reload: () => void;
  /** Hides the error banner; the list stays failed until a load succeeds. */
  dismissError: () => void;
  /** How many records the filters find: the server's count when the list comes in pages. */
  total: number;
  /** Pages remain after the loaded ones. */
  hasMore: boolean;
  /** Loads the next page, unless none remains or one is loading already. */
  loadMore: () => void;
  /** Every loaded record came in one answer: the list is whole (a local sort sees it all). */
  whole: boolean;
}

/** A list read in pages (list-pages.ts): its loader and the URL's order, which the server applies. */
export interface ListPaging<T, Q> {
  loadPage: LoadPage<T, Q>;
  sort: string;
}

/** Loads a list for its filters; `signal` cancels a request nobody waits for any more. */
export type LoadList<T, Q> = (filters: Q, signal: AbortSignal) => Promise<T[]>;

// A loaded list is not reloaded behind the user's back (it would blank into the spinner); a failed
// one is, when the way back is likely open: the browser is online again or the tab visible again.
const onlyAfterFailure = (query: { state: { status: string } }) => query.state.status === 'error';

// One empty list for every render without records, so what is sorted from it stays memoised.
const NO_RECORDS: never[] = [];

/**
 * The list of `resource` for `filters`, through TanStack Query under the key [resource, filters]
 * (mutations invalidate [resource]). Each filter set is its own query, so an older answer never
 * replaces a newer one, and a request for filters left behind is cancelled. A failed load leaves
 * the list empty with its error and is not retried silently: the banner and 'Reintentar' show at
 * once (decision 008). Each load starts without the previous error, so a retry that fails again
 * shows (and announces) its banner anew. With `paging`, the list comes a page at a time in the
 * server's order (`loadMore` asks for the next), keyed [resource, filters, sort].
 */
export function useListQuery<T, Q extends object>(
  resource: string,
  filters: Q,
  load: LoadList<T, Q>,
  paging?: ListPaging<T, Q>,
): ResourceList<T> {
  const query = useInfiniteQuery({
    // Paged lists are keyed by their order too (the server sorts); both start with the resource.
    queryKey: paging ? [resource, filters, paging.sort] : [resource, filters],
    queryFn: async ({ signal, pageParam }): Promise<ListPage<T>> => {
      if (paging) return paging.loadPage(filters, { sort: paging.sort, cursor: pageParam }, signal);
      const items = await load(filters, signal);
      return { items, nextCursor: null, total: items.length };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    retry: false,
    // Offline, a request fails with its message (and comes back on reconnect) instead of pausing
    // silently behind an empty list.
    networkMode: 'always',
    refetchOnWindowFocus: onlyAfterFailure,
    refetchOnReconnect: onlyAfterFailure,
  });
  // Which failure the user closed the banner of: the next failure shows its banner again.
  const [dismissed, setDismissed] = useState(-1);
  const { refetch, errorUpdateCount, dataUpdatedAt, errorUpdatedAt } = query;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  // A next page that failed keeps the pages already shown; its banner says why.
  const failed = query.isError && !query.isFetchNextPageError;
  // Only a first load (or a reload) replaces the list with the spinner, not a next page.
  const loading = query.isFetching && !isFetchingNextPage;
  const error =
    query.isError && !query.isFetching && errorUpdateCount !== dismissed
      ? getErrorMessage(query.error)
      : null;

  // Joins a load already running (a mutation's invalidation) instead of starting a second one.
  const reload = useCallback(() => void refetch({ cancelRefetch: false }), [refetch]);
  const dismissError = useCallback(() => setDismissed(errorUpdateCount), [errorUpdateCount]);
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const pages = query.data?.pages;
  const loaded = useMemo(
    () => (pages && pages.length > 1 ? pages.flatMap((page) => page.items) : pages?.[0]?.items),
    [pages],
  );

  return {
    items: failed ? NO_RECORDS : (loaded ?? NO_RECORDS),
    loading,
    // The times of the last answer and the last failure: their sum grows with every ended load.
    settledLoads: dataUpdatedAt + errorUpdatedAt,
    failed,
    error,
    reload,
    dismissError,
    // The latest page's count: the freshest.
    total: pages?.at(-1)?.total ?? 0,
    hasMore: !failed && hasNextPage,
    loadMore,
    whole: pages !== undefined && pages.length <= 1 && !hasNextPage,
  };
}
