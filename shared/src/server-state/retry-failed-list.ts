/** The first automatic retry of a failed list comes this long after the failure… */
export const FIRST_RETRY_MS = 2_000;
/** …each next one twice as late, up to this (docs/architecture.md, One definition per resource, and the kit). */
export const LONGEST_RETRY_MS = 30_000;

/**
 * TanStack Query's retryDelay for a list: after its `failures`-th failed try in a row (from 0), the
 * next one comes with back-off, so the list comes back by itself when the API answers again.
 */
export const retryFailedListAfter = (failures: number): number =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.min(failures, 10), LONGEST_RETRY_MS);
