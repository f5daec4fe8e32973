import { ChoiceFilter, SearchField, STARTUP_CATEGORIES, type ListFilters } from '@sistema/shared';
import { FILTER_TEXT } from '../messages.ts';

/** The startups' filters, as written in the URL (?name=…&category=…). */
export const STARTUP_FILTERS = {
  name: { kind: 'text' },
  category: { kind: 'choice', options: STARTUP_CATEGORIES },
} as const;

/** Name search and category select (the page adds 'Limpiar Filtros'). */
export function StartupFilters({ filters }: { filters: ListFilters<typeof STARTUP_FILTERS> }) {
  return (
    <>
      <SearchField filters={filters} field="name" />
      <ChoiceFilter filters={filters} field="category" text={FILTER_TEXT.category}>
        {STARTUP_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </ChoiceFilter>
    </>
  );
}
