import { Field } from '../forms/Field.tsx';
import { formatSort } from '../lists/sorting.ts';

export interface SortSelectProps<K extends string> {
  keys: readonly K[];
  /** Each key's two choices: ascending, then descending ('Nombre (A–Z)', 'Nombre (Z–A)'). */
  optionLabels: Readonly<Record<K, readonly [string, string]>>;
  label: string;
  /** The choice without ?sort: the API's order. */
  defaultLabel: string;
  choice: string;
  onChoose: (value: string) => void;
}

/** The way to sort where there are no column headers (a phone, a grid of cards). */
export function SortSelect<K extends string>({
  keys,
  optionLabels,
  label,
  defaultLabel,
  choice,
  onChoose,
}: SortSelectProps<K>) {
  return (
    <Field name="sort" label={label}>
      {(control) => (
        <select {...control} value={choice} onChange={(event) => onChoose(event.target.value)}>
          <option value="">{defaultLabel}</option>
          {keys.map((key) => {
            const [ascending, descending] = optionLabels[key];
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
