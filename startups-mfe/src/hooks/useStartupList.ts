import { type StartupListQuery, useResourceList } from '@sistema/shared';
import { useCallback } from 'react';
import { getStartups } from '../api/get-startups.ts';

/** The startups for the current filters; a newer query cancels the older request. */
export function useStartupList({ name, category }: StartupListQuery) {
  // Keyed on the two strings, not the query object, so an equal query does not load again.
  // axios leaves undefined params out of the URL: only the non-empty filters are sent.
  const load = useCallback(
    (signal: AbortSignal) => getStartups({ name, category }, signal),
    [name, category],
  );
  return useResourceList(load);
}
