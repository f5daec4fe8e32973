import { Field, FilterBar } from '@sistema/shared';
import type { useTechnologyFilters } from '../hooks/useTechnologyFilters.ts';
import { FILTER_TEXT } from '../messages.ts';
import { AdoptionLevelOptions, SectorOptions } from './TechnologyOptions.tsx';

export type TechnologyFiltersProps = Pick<
  ReturnType<typeof useTechnologyFilters>,
  'sector' | 'adoptionLevel' | 'setSector' | 'setAdoptionLevel' | 'clear'
>;

/** The filter card: sector and adoption-level selects and 'Limpiar Filtros'. */
export function TechnologyFilters({
  sector,
  adoptionLevel,
  setSector,
  setAdoptionLevel,
  clear,
}: TechnologyFiltersProps) {
  return (
    <FilterBar onClear={clear} clearLabel={FILTER_TEXT.clear} label={FILTER_TEXT.region}>
      <Field name="sector" label={FILTER_TEXT.sectorLabel}>
        {(control) => (
          <select {...control} value={sector} onChange={(event) => setSector(event.target.value)}>
            <option value="">{FILTER_TEXT.allSectors}</option>
            <SectorOptions />
          </select>
        )}
      </Field>
      <Field name="adoptionLevel" label={FILTER_TEXT.adoptionLevelLabel}>
        {(control) => (
          <select
            {...control}
            value={adoptionLevel}
            onChange={(event) => setAdoptionLevel(event.target.value)}
          >
            <option value="">{FILTER_TEXT.allAdoptionLevels}</option>
            <AdoptionLevelOptions />
          </select>
        )}
      </Field>
    </FilterBar>
  );
}
