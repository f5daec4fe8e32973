import { Field, formatSort } from '@sistema/shared';
import { SORT_KEYS } from '../hooks/useStartupSort.ts';
import { LIST_TEXT, SORT_OPTION_LABELS } from '../messages.ts';

export interface StartupSortSelectProps {
  choice: string;
  onChoose: (value: string) => void;
}

/** The phone's way to sort (no column headers there): each column, ascending or descending. */
export function StartupSortSelect({ choice, onChoose }: StartupSortSelectProps) {
  return (
    <Field name="sort" label={LIST_TEXT.sortLabel}>
      {(control) => (
        <select {...control} value={choice} onChange={(event) => onChoose(event.target.value)}>
          <option value="">{LIST_TEXT.defaultOrder}</option>
          {SORT_KEYS.map((key) => {
            const [ascending, descending] = SORT_OPTION_LABELS[key];
            return [
              <option key={key} value={formatSort({ key, direction: 'ascending' })}>
                {ascending}
              </option>,
              <option key={`-${key}`} value={formatSort({ key, direction: 'descending' })}>
                {descending}
              </option>,
            ];
          })}
        </select>
      )}
    </Field>
  );
}
