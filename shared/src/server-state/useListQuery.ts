import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { getErrorMessage } from '../api/error-message.ts';
import { isQuietRefetch } from '../live/quiet-refetch.ts';
import { retryFailedListAfter } from './retry-failed-list.ts';

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
 */
export function useListQuery<T, Q extends object>(
  resource: string,
  filters: Q,
  load: LoadList<T, Q>,
): ResourceList<T> {
  const query = useQuery<T[]>({
    queryKey: [resource, filters],
    queryFn: ({ signal }) => load(filters, signal),
    retry: false,
    // Offline, a request fails with its message (and comes back on reconnect) instead of pausing
    // silently behind an empty list.
    networkMode: 'always',
    refetchOnWindowFocus: onlyAfterFailure,
    refetchOnReconnect: onlyAfterFailure,
    refetchInterval: retryFailedListAfter,
  });
  const { refetch, dataUpdatedAt, errorUpdatedAt } = query;
  const failed = query.isError;
  // The times of the last answer and the last failure: their sum grows with every ended load.
  const settledLoads = dataUpdatedAt + errorUpdatedAt;
  // When the user last asked for a load (settledLoads then): until it ends, the spinner shows.
  const [askedAt, setAskedAt] = useState(-1);
  // A live update reloads behind the list shown (shared/src/live/), and so does a quiet retry of a
  // failed list: no spinner, focus stays put.
  const loading =
    query.isFetching &&
    (!failed || askedAt === settledLoads) &&
    !isQuietRefetch([resource, filters]);
  // One run of failures, from a success or the user's own retry: closing its banner closes it for
  // the quiet retries too.
  const failureRun = `${dataUpdatedAt}:${askedAt}`;
  const [dismissed, setDismissed] = useState('');
  const failureReason = failed ? getErrorMessage(query.error) : null;
  const error = !loading && failureRun !== dismissed ? failureReason : null;

  // Joins a load already running (a mutation's invalidation) instead of starting a second one.
  const reload = useCallback(() => {
    setAskedAt(settledLoads);
    void refetch({ cancelRefetch: false });
  }, [refetch, settledLoads]);
  const dismissError = useCallback(() => setDismissed(failureRun), [failureRun]);

  return {
    items: failed ? NO_RECORDS : (query.data ?? NO_RECORDS),
    loading,
    settledLoads,
    failed,
    error,
    failureReason,
    reload,
    dismissError,
  };
}
