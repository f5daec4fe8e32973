import { Field, FilterBar, NAME_MAX_LENGTH, STARTUP_CATEGORIES } from '@sistema/shared';
import type { useStartupFilters } from '../hooks/useStartupFilters.ts';
import { FILTER_TEXT } from '../messages.ts';

export type StartupFiltersProps = Pick<
  ReturnType<typeof useStartupFilters>,
  'name' | 'category' | 'setName' | 'setCategory' | 'clear'
>;

/** The filter card: name search, category select and 'Limpiar Filtros'. */
export function StartupFilters({
  name,
  category,
  setName,
  setCategory,
  clear,
}: StartupFiltersProps) {
  return (
    <FilterBar onClear={clear} clearLabel={FILTER_TEXT.clear} label={FILTER_TEXT.region}>
      <Field name="name" label={FILTER_TEXT.searchLabel}>
        {(control) => (
          <input
            {...control}
            type="search"
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder={FILTER_TEXT.searchPlaceholder}
            maxLength={NAME_MAX_LENGTH}
            autoComplete="off"
            enterKeyHint="search"
          />
        )}
      </Field>
      <Field name="category" label={FILTER_TEXT.categoryLabel}>
        {(control) => (
          <select
            {...control}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
          >
            <option value="">{FILTER_TEXT.allCategories}</option>
            {STARTUP_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        )}
      </Field>
    </FilterBar>
  );
}
