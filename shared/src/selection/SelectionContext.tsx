import { createContext, use } from 'react';
import type { BulkText } from './bulk-text.ts';

/** What a row's or card's checkbox needs from the list page. */
export interface RecordSelection {
  isSelected: (id: number) => boolean;
  toggle: (id: number) => void;
  text: BulkText;
}

/**
 * Provided by the list page when the resource can delete in bulk. A context, not a prop, so the
 * remotes' tables, stacks and cards (virtualised or not) only add the checkbox where it shows.
 */
export const SelectionContext = createContext<RecordSelection | null>(null);

/** 'Seleccionar <nombre>': a 44 px target; on a card, with its word visible. */
export function SelectRecordCheckbox({
  record,
  withWord = false,
}: {
  record: { id: number; name: string };
  withWord?: boolean;
}) {
  const selection = use(SelectionContext);
  if (!selection) return null;
  return (
    <label className="select-record">
      <input
        type="checkbox"
        checked={selection.isSelected(record.id)}
        onChange={() => selection.toggle(record.id)}
        aria-label={selection.text.selectRecord(record.name)}
      />
      {withWord && <span aria-hidden="true">{selection.text.selectShort}</span>}
    </label>
  );
}
