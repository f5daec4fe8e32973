import { type TechnologyListQuery, useResourceList } from '@sistema/shared';
import { useCallback } from 'react';
import { getTechnologies } from '../api/get-technologies.ts';

/** The technologies for the current filters; a newer query cancels the older request. */
export function useTechnologyList({ sector, adoptionLevel }: TechnologyListQuery) {
  // Keyed on the two strings, not the query object, so an equal query does not load again.
  // axios leaves undefined params out of the URL: only the non-empty filters are sent.
  const load = useCallback(
    (signal: AbortSignal) => getTechnologies({ sector, adoptionLevel }, signal),
    [sector, adoptionLevel],
  );
  return useResourceList(load);
}
