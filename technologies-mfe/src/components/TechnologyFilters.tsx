import {
  ADOPTION_LEVELS,
  ChoiceFilter,
  SearchField,
  TECHNOLOGY_SECTORS,
  type ListFilters,
} from '@sistema/shared';
import { FILTER_TEXT } from '../messages.ts';
import { AdoptionLevelOptions, SectorOptions } from './TechnologyOptions.tsx';

/** The technologies' filters, as written in the URL (?name=…&sector=…&adoptionLevel=…). */
export const TECHNOLOGY_FILTERS = {
  name: { kind: 'text' },
  sector: { kind: 'choice', options: TECHNOLOGY_SECTORS },
  adoptionLevel: { kind: 'choice', options: ADOPTION_LEVELS },
} as const;

/** Name search, sector and adoption-level selects (the page adds 'Limpiar Filtros'). */
export function TechnologyFilters({
  filters,
}: {
  filters: ListFilters<typeof TECHNOLOGY_FILTERS>;
}) {
  return (
    <>
      <SearchField filters={filters} field="name" />
      <ChoiceFilter filters={filters} field="sector" text={FILTER_TEXT.sector}>
        <SectorOptions />
      </ChoiceFilter>
      <ChoiceFilter filters={filters} field="adoptionLevel" text={FILTER_TEXT.adoptionLevel}>
        <AdoptionLevelOptions />
      </ChoiceFilter>
    </>
  );
}
