import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { getErrorMessage } from '../api/error-message.ts';
import { isQuietRefetch } from '../live/quiet-refetch.ts';

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
 * shows (and announces) its banner anew.
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
  });
  // Which failure the user closed the banner of: the next failure shows its banner again.
  const [dismissed, setDismissed] = useState(-1);
  const { refetch, errorUpdateCount, dataUpdatedAt, errorUpdatedAt } = query;
  const failed = query.isError;
  // A live update reloads behind the list shown (shared/src/live/): no spinner, focus stays put.
  const loading = query.isFetching && !isQuietRefetch([resource, filters]);
  const error =
    failed && !loading && errorUpdateCount !== dismissed ? getErrorMessage(query.error) : null;

  // Joins a load already running (a mutation's invalidation) instead of starting a second one.
  const reload = useCallback(() => void refetch({ cancelRefetch: false }), [refetch]);
  const dismissError = useCallback(() => setDismissed(errorUpdateCount), [errorUpdateCount]);

  return {
    items: failed ? NO_RECORDS : (query.data ?? NO_RECORDS),
    loading,
    // The times of the last answer and the last failure: their sum grows with every ended load.
    settledLoads: dataUpdatedAt + errorUpdatedAt,
    failed,
    error,
    reload,
    dismissError,
  };
}
