import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { getErrorMessage } from '../api/error-message.ts';
import { isQuietRefetch } from '../live/quiet-refetch.ts';
import { useQueryClient } from './query-client.tsx';
import type { ListPage, LoadPage } from './list-pages.ts';
import { answeredByPrefetch, listQueryOptions } from './list-query.ts';

export interface ResourceList<T> {
  items: T[];
  /**
   * A request the user waits for runs: the spinner replaces the list. The quiet retries of a failed
   * list are not one: the failure and 'Reintentar' stay in view meanwhile.
   */
  loading: boolean;
  /** Changes each time a load ends, succeeded or failed (focus waits for the next one). */
  settled: unknown;
  /** The last load failed: the list is empty for want of an answer, not for want of records. */
  failed: boolean;
  /** The Spanish message of the last failed load, until dismissed; else null. */
  error: string | null;
  /** Why the list failed, in Spanish, while it is failed (dismissing the banner keeps it). */
  failureReason: string | null;
  /** Loads again with the same filters (after a create, update or delete, or to retry). */
  reload: () => void;
  /** Hides the error banner; the list stays failed until a load succeeds. */
  dismissError: () => void;
  /** How many records the filters find: the server's count. */
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

/** The loaded pages as the page shows them; a stable function, so TanStack keeps its result. */
function loadedList<T>({ pages }: InfiniteData<ListPage<T>, string | null>) {
  const last = pages.at(-1);
  return {
    items: pages.length === 1 ? (last?.items ?? []) : pages.flatMap((page) => page.items),
    // The latest page's count: the freshest.
    total: last?.total ?? 0,
    whole: pages.length <= 1 && !last?.nextCursor,
  };
}

// One empty list for every render without records, so what is sorted from it stays memoised.
const NO_RECORDS: never[] = [];

/**
 * The list of `resource` for `filters`, a page at a time in the server's `sort`, through TanStack
 * Query under the key [resource, filters, sort] (mutations invalidate [resource]). Each filter set
 * is its own query, so an older answer never replaces a newer one, and a request for filters left
 * behind is cancelled. A failed read shows its reason and 'Reintentar' at once (decision 008) and
 * is tried again by TanStack's retryer, later each time, while the page is visible and the browser
 * online: its failureReason stays meanwhile, so the list comes back by itself once the API answers.
 * A retry the user asks for starts anew, without the previous error, so if it fails again its
 * banner shows (and is announced) anew; a quiet retry that fails keeps a closed banner closed.
 */
export function useListQuery<T, Q extends object>(
  resource: string,
  filters: Q,
  { loadPage, sort }: ListPaging<T, Q>,
): ResourceList<T> {
  const client = useQueryClient();
  const options = listQueryOptions(resource, filters, loadPage, sort);
  const { queryKey } = options;
  const query = useInfiniteQuery({
    ...options,
    select: loadedList<T>,
    // The first try runs offline too (its message says so); the retries wait for the connection.
    networkMode: 'offlineFirst',
    // The answer of a route's prefetch (list-query.ts) is the page's first read, not a reason
    // for a second one.
    refetchOnMount: (current) => !answeredByPrefetch(current),
    // A loaded list is not reloaded behind the user's back (it would blank into the spinner); a
    // failed one is retried by the retryer, which resumes when the tab or the connection returns.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const { failureCount, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } = query;
  const failing = failureCount > 0;
  // A next page that fails keeps the pages already shown; its banner says why.
  const failed = failing && !isFetchingNextPage;
  // Only a first load or a reload replaces the list with the spinner: not a next page, not a live
  // update reloading behind the list shown (shared/src/live/), not a retry of a failed list.
  const loading = query.isFetching && !isFetchingNextPage && !failing && !isQuietRefetch(queryKey);
  const reason = failing ? getErrorMessage(query.failureReason) : null;
  // A success ends a run of failures; closing its banner closes it for the quiet retries too.
  const [dismissedRun, setDismissedRun] = useState<number | null>(null);
  const error = failing && dismissedRun !== query.dataUpdatedAt ? reason : null;

  const reload = useCallback(() => {
    setDismissedRun(null);
    // A failed list's retryer waits out its back-off: the user's retry replaces it. Otherwise a
    // load already running (a mutation's invalidation) is joined, not started twice.
    if (failing) void client.cancelQueries({ queryKey });
    void refetch({ cancelRefetch: false });
  }, [client, failing, queryKey, refetch]);
  const { dataUpdatedAt } = query;
  const dismissError = useCallback(() => setDismissedRun(dataUpdatedAt), [dataUpdatedAt]);
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return {
    items: failed ? NO_RECORDS : (query.data?.items ?? NO_RECORDS),
    loading,
    // Each answer has a time of its own, each failed try a new error.
    settled: query.failureReason ?? query.dataUpdatedAt,
    failed,
    error,
    failureReason: failed ? reason : null,
    reload,
    dismissError,
    total: query.data?.total ?? 0,
    hasMore: !failed && hasNextPage,
    loadMore,
    whole: query.data?.whole ?? false,
  };
}
