import { useId, type ComponentType } from 'react';
import { useWindowVirtualList } from '../../lists/useWindowVirtualList.ts';
import { SelectRecordCheckbox } from '../../selection/SelectionContext.tsx';
import type { AnyRecord } from '../from-definition.ts';
import type { Column } from './columns.tsx';
import { RecordActions } from './RecordActions.tsx';
import { VIRTUALIZE_FROM, type RecordItemsProps } from './RecordTable.tsx';

/** What a card is given: a screen with its own card (technologies') takes the same props. */
export interface CardProps {
  record: AnyRecord;
  columns: Column[];
  onEdit: (record: AnyRecord) => void;
  onDelete: (record: AnyRecord) => void;
}

/** A record's card: its first field as the heading, the others under their names, the buttons. */
export function RecordCard({ record, columns, onEdit, onDelete }: CardProps) {
  const headingId = useId();
  const [title, ...rest] = columns;
  return (
    <article className="card record-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="record-card__name">
        {title?.render(record)}
      </h2>
      {rest.length > 0 && (
        <dl className="record-item__fields">
          {rest.map((column) => (
            <div key={column.key}>
              <dt>{column.header}</dt>
              <dd>{column.render(record)}</dd>
            </div>
          ))}
        </dl>
      )}
      <SelectRecordCheckbox record={record} withWord />
      <RecordActions
        record={record}
        onEdit={onEdit}
        onDelete={onDelete}
        className="record-card__actions"
      />
    </article>
  );
}

export interface CardsProps extends RecordItemsProps {
  /** Cards per row: two on a desktop, one on a phone. */
  columnsPerRow: number;
  Card: ComponentType<CardProps>;
}

/**
 * The cards: two columns on a desktop, one on a phone (.card-grid); sorted by the page's select.
 * From VIRTUALIZE_FROM records only the rows of cards near the screen are in the DOM.
 */
export function RecordCards(props: CardsProps) {
  const { records, columns, label, onEdit, onDelete, Card } = props;
  if (records.length >= VIRTUALIZE_FROM) return <VirtualRecordCards {...props} />;
  return (
    <ul className="card-grid record-grid" aria-label={label}>
      {records.map((record) => (
        <li key={record.id}>
          <Card record={record} columns={columns} onEdit={onEdit} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The grid with only the rows near the screen in the DOM. The page scrolls; each row of cards is
 * measured. aria-setsize/aria-posinset tell assistive technology the true size of the list.
 */
function VirtualRecordCards({
  records,
  columns,
  label,
  onEdit,
  onDelete,
  onRendered,
  columnsPerRow: perRow,
  Card,
}: CardsProps) {
  const { listRef, entries, padding, measureElement } = useWindowVirtualList<HTMLDivElement>({
    count: Math.ceil(records.length / perRow),
    // A card of a few lines; the real height is measured.
    estimateSize: 190,
    overscan: 3,
    // .card-grid's gap.
    gap: 16,
    getItemKey: (row) => records[row * perRow]?.id ?? row,
    // Rows of cards: the last card of the last row rendered.
    onRendered: onRendered && ((row) => onRendered((row + 1) * perRow - 1)),
  });
  return (
    <div
      ref={listRef}
      role="list"
      className="record-grid record-grid--virtual"
      aria-label={label}
      style={padding}
    >
      {entries.map((row) => (
        <div
          key={row.key}
          ref={measureElement}
          data-index={row.index}
          role="none"
          className="card-grid record-grid__row"
        >
          {records.slice(row.index * perRow, (row.index + 1) * perRow).map((record, i) => (
            <div
              key={record.id}
              role="listitem"
              aria-posinset={row.index * perRow + i + 1}
              aria-setsize={records.length}
            >
              <Card record={record} columns={columns} onEdit={onEdit} onDelete={onDelete} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
