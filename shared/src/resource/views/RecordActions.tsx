import { ACTION_LABELS } from '../../components/action-labels.ts';
import type { AnyRecord } from '../from-definition.ts';

export interface RecordActionsProps {
  record: AnyRecord;
  onEdit: (record: AnyRecord) => void;
  onDelete: (record: AnyRecord) => void;
  /** The table's small buttons, a stacked item's or a card's. */
  className: string;
}

/** A record's 'Editar' and 'Eliminar', named after the record they act on. */
export function RecordActions({ record, onEdit, onDelete, className }: RecordActionsProps) {
  return (
    <div className={className}>
      <button
        type="button"
        className="btn btn--secondary btn--small"
        aria-label={ACTION_LABELS.editLabel(record.name)}
        data-edit-id={record.id}
        onClick={() => onEdit(record)}
      >
        {ACTION_LABELS.edit}
      </button>
      <button
        type="button"
        className="btn btn--link-danger btn--small"
        aria-label={ACTION_LABELS.deleteLabel(record.name)}
        onClick={() => onDelete(record)}
      >
        {ACTION_LABELS.delete}
      </button>
    </div>
  );
}
