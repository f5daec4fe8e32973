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

const FILTER_FIELDS = { sector: 'choice', adoptionLevel: 'choice' } as const;

const isSector = (value: string): value is TechnologySector =>
  (TECHNOLOGY_SECTORS as readonly string[]).includes(value);
const isAdoptionLevel = (value: string): value is AdoptionLevel =>
  (ADOPTION_LEVELS as readonly string[]).includes(value);

/**
 * The list filters, kept in the URL (?sector=…&adoptionLevel=…): each settled change is one history
 * entry, so Back undoes it, and a filtered URL opens filtered. Arrowing through a select's options
 * shows each at once and loads only the one it stops on.
 */
export function useTechnologyFilters() {
  const { values, applied, setValue, clear } = useUrlFilters(FILTER_FIELDS);
  // A hand-edited URL with an unknown value is ignored rather than sent to fail.
  const sector = isSector(applied.sector) ? applied.sector : '';
  const adoptionLevel = isAdoptionLevel(applied.adoptionLevel) ? applied.adoptionLevel : '';
  const query: TechnologyListQuery = nonEmptyFilters({ sector, adoptionLevel });

  const setSector = useCallback((value: string) => setValue('sector', value), [setValue]);
  const setAdoptionLevel = useCallback(
    (value: string) => setValue('adoptionLevel', value),
    [setValue],
  );

  return {
    sector: isSector(values.sector) ? values.sector : '',
    adoptionLevel: isAdoptionLevel(values.adoptionLevel) ? values.adoptionLevel : '',
    query,
    setSector,
    setAdoptionLevel,
    clear: () => clear(),
  };
}
