import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { getErrorMessage } from '../api/error-message.ts';
import { isQuietRefetch } from '../live/quiet-refetch.ts';
import { retryFailedListAfter } from './retry-failed-list.ts';
import type { LoadPage } from './list-pages.ts';
import { answeredByPrefetch, listQueryOptions } from './list-query.ts';

export interface ResourceList<T> {
  items: T[];
  /**
   * A request the user waits for runs: the spinner replaces the list. The quiet retries of a failed
   * list are not one: the failure and 'Reintentar' stay in view meanwhile.
   */
  loading: boolean;
  /** Grows each time a load ends, succeeded or failed (focus waits for the next one). */
  settledLoads: number;
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
 * the list empty with its error: the banner and 'Reintentar' show at once (decision 008), and it is
 * retried quietly with back-off while the page is visible (retryFailedListAfter), so it comes back by
 * itself once the API answers. A retry the user asks for starts without the previous error, so if it
 * fails again its banner shows (and is announced) anew; a quiet retry that fails keeps the failure
 * as it is (a closed banner stays closed).
 * Given a page loader (`source` a ListPaging), the list comes a page at a time in the server's order (`loadMore` asks for the
 * next), keyed [resource, filters, sort].
 */
export function useListQuery<T, Q extends object>(
  resource: string,
  filters: Q,
  source: LoadList<T, Q> | ListPaging<T, Q>,
): ResourceList<T> {
  const load = source;
  const options =
    typeof load !== 'function'
      ? listQueryOptions(resource, filters, load.loadPage, load.sort)
      : {
          ...listQueryOptions<T, Q>(resource, filters, async (query, _page, signal) => {
            const items = await load(query, signal);
            return { items, nextCursor: null, total: items.length };
          }),
          queryKey: [resource, filters],
        };
  const { queryKey } = options;
  const query = useInfiniteQuery({
    ...options,
    // The answer of a route's prefetch (list-query.ts) is the page's first read, not a reason
    // for a second one.
    refetchOnMount: (current) => !answeredByPrefetch(current),
    refetchOnWindowFocus: onlyAfterFailure,
    refetchOnReconnect: onlyAfterFailure,
    refetchInterval: retryFailedListAfter,
  });
  const { refetch, dataUpdatedAt, errorUpdatedAt } = query;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  // TanStack puts a list that holds no records back to 'pending' at each retry and forgets its
  // error: the last failure is kept, so a slow retry (an API that does not answer) leaves the
  // reason and 'Reintentar' on screen until a load succeeds, not 25 s of spinner.
  const [lastFailure, setLastFailure] = useState<{ at: number; error: unknown } | null>(null);
  if (query.isError && lastFailure?.at !== errorUpdatedAt) {
    setLastFailure({ at: errorUpdatedAt, error: query.error });
  }
  const retryingFailure =
    query.isPending && errorUpdatedAt > dataUpdatedAt && lastFailure?.at === errorUpdatedAt;
  // A next page that failed keeps the pages already shown; its banner says why.
  const failed = (query.isError && !query.isFetchNextPageError) || retryingFailure;
  // The times of the last answer and the last failure: their sum grows with every ended load.
  const settledLoads = dataUpdatedAt + errorUpdatedAt;
  // When the user last asked for a load (settledLoads then): until it ends, the spinner shows.
  const [askedAt, setAskedAt] = useState(-1);
  // Only a first load or a reload replaces the list with the spinner: not a next page, not a live
  // update reloading behind the list shown (shared/src/live/), not a quiet retry of a failed list.
  const loading =
    query.isFetching &&
    !isFetchingNextPage &&
    (!failed || askedAt === settledLoads) &&
    !isQuietRefetch(queryKey);
  // One run of failures, from a success or the user's own retry: closing its banner closes it for
  // the quiet retries too.
  const failureRun = `${dataUpdatedAt}:${askedAt}`;
  const [dismissed, setDismissed] = useState('');
  const reason = query.isError
    ? getErrorMessage(query.error)
    : retryingFailure
      ? getErrorMessage(lastFailure.error)
      : null;
  const failureReason = failed ? reason : null;
  const error = !loading && !isFetchingNextPage && failureRun !== dismissed ? reason : null;

  // Joins a load already running (a mutation's invalidation) instead of starting a second one.
  const reload = useCallback(() => {
    setAskedAt(settledLoads);
    void refetch({ cancelRefetch: false });
  }, [refetch, settledLoads, setAskedAt]);
  const dismissError = useCallback(() => setDismissed(failureRun), [failureRun]);
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
    settledLoads,
    failed,
    error,
    failureReason,
    reload,
    dismissError,
    // The latest page's count: the freshest.
    total: pages?.at(-1)?.total ?? 0,
    hasMore: !failed && hasNextPage,
    loadMore,
    whole: pages !== undefined && pages.length <= 1 && !hasNextPage,
  };
}
