import type { ReactNode } from 'react';
import { Field } from '../forms/Field.tsx';

/** The values and setter of a list's filters (useListFilters). */
export interface FilterState<K extends string> {
  values: Readonly<Record<K, string>>;
  setValue: (key: K, value: string) => void;
}

export interface ChoiceFilterProps<K extends string> {
  filters: FilterState<K>;
  /** The filter's name in the URL and in the form. */
  field: K;
  /** Its label, and the first option, which filters nothing ('Todas las categorías'). */
  text: { label: string; all: string };
  /** The <option>s to choose from. */
  children: ReactNode;
}

/** A list filter picked from a select; a choice shows at once and applies once it settles. */
export function ChoiceFilter<K extends string>({
  filters,
  field,
  text,
  children,
}: ChoiceFilterProps<K>) {
  return (
    <Field name={field} label={text.label}>
      {(control) => (
        <select
          {...control}
          value={filters.values[field]}
          onChange={(event) => filters.setValue(field, event.target.value)}
        >
          <option value="">{text.all}</option>
          {children}
        </select>
      )}
    </Field>
  );
}
