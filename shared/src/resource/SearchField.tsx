import { NAME_MAX_LENGTH } from '../contract/index.ts';
import { Field } from '../forms/Field.tsx';
import type { FilterState } from './ChoiceFilter.tsx';

/** A list's name search ('Buscar por nombre', docs/product.md): every keystroke shows at once. */
export function SearchField<K extends string>({
  filters,
  field,
}: {
  filters: FilterState<K>;
  /** The filter's name in the URL ('name'). */
  field: K;
}) {
  return (
    <Field name={field} label="Buscar por nombre">
      {(control) => (
        <input
          {...control}
          type="search"
          value={filters.values[field]}
          onChange={(event) => filters.setValue(field, event.target.value)}
          placeholder="Buscar por nombre..."
          maxLength={NAME_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
        />
      )}
    </Field>
  );
}
