import {
  ADOPTION_LEVELS,
  nonEmptyFilters,
  TECHNOLOGY_SECTORS,
  useUrlFilters,
  type AdoptionLevel,
  type TechnologyListQuery,
  type TechnologySector,
} from '@sistema/shared';
import { useCallback } from 'react';

const FILTER_KEYS = ['sector', 'adoptionLevel'] as const;

const isSector = (value: string): value is TechnologySector =>
  (TECHNOLOGY_SECTORS as readonly string[]).includes(value);
const isAdoptionLevel = (value: string): value is AdoptionLevel =>
  (ADOPTION_LEVELS as readonly string[]).includes(value);

/**
 * The list filters, kept in the URL (?sector=…&adoptionLevel=…): each change is a history entry, so
 * Back undoes it, and a filtered URL opens filtered.
 */
export function useTechnologyFilters() {
  const { filters, setFilter, clearFilters } = useUrlFilters(FILTER_KEYS);
  // A hand-edited URL with an unknown value is ignored rather than sent to fail.
  const sector = isSector(filters.sector) ? filters.sector : '';
  const adoptionLevel = isAdoptionLevel(filters.adoptionLevel) ? filters.adoptionLevel : '';
  const query: TechnologyListQuery = nonEmptyFilters({ sector, adoptionLevel });

  const setSector = useCallback((value: string) => setFilter('sector', value), [setFilter]);
  const setAdoptionLevel = useCallback(
    (value: string) => setFilter('adoptionLevel', value),
    [setFilter],
  );

  return { sector, adoptionLevel, query, setSector, setAdoptionLevel, clear: clearFilters };
}
