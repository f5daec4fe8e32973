/** The first automatic retry of a failed list comes this long after the failure… */
export const FIRST_RETRY_MS = 2_000;
/** …each next one twice as late, up to this (docs/architecture.md, One definition per resource, and the kit). */
export const LONGEST_RETRY_MS = 30_000;

interface ListQueryState {
  state: { status: string; errorUpdateCount: number };
}

/**
 * TanStack Query's refetchInterval for a list: none while it is loaded (a loaded list is never
 * reloaded behind the user's back), and after a failure a retry with back-off, so the list comes
 * back by itself when the API answers again. The interval is computed again after every answer, and
 * TanStack only runs it while the page is visible (refetchIntervalInBackground stays false).
 */
export function retryFailedListAfter(query: ListQueryState): number | false {
  if (query.state.status !== 'error') return false;
  const failures = Math.max(1, query.state.errorUpdateCount);
  return Math.min(FIRST_RETRY_MS * 2 ** Math.min(failures - 1, 10), LONGEST_RETRY_MS);
}
