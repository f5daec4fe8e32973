import { useId, type ComponentType } from 'react';
import { TIME_COLUMNS, type TimeField } from '../../contract/index.ts';
import { formatDateTime } from '../../format/date.ts';
import { useWindowVirtualList } from '../../lists/useWindowVirtualList.ts';
import { SelectRecordCheckbox } from '../../selection/SelectionContext.tsx';
import type { AnyRecord } from '../from-definition.ts';
import { CARD_TEXT } from './card-text.ts';
import { ClampedText } from './ClampedText.tsx';
import type { Column } from './columns.tsx';
import { RecordActions } from './RecordActions.tsx';
import { VIRTUALIZE_FROM, type RecordItemsProps } from './RecordTable.tsx';

/** What a card is given: a screen with its own card takes the same props. */
export interface CardProps {
  record: AnyRecord;
  /** The heading's field, then the lines under it. */
  columns: Column[];
  /** The field beside the heading (the definition's `badge`). */
  badge?: Column | null | undefined;
  /** The time at the card's foot (the definition's `time`). */
  time?: TimeField | undefined;
  onEdit: (record: AnyRecord) => void;
  onDelete: (record: AnyRecord) => void;
}

/**
 * A record's card: its heading with the badge beside it, a line per field (an empty one left out, a
 * paragraph clamped), the time it names, the checkbox and the buttons.
 */
export function RecordCard({ record, columns, badge, time, onEdit, onDelete }: CardProps) {
  const headingId = useId();
  const [title, ...lines] = columns;
  const stamp = time && (record[TIME_COLUMNS[time]] as string | undefined);
  return (
    <article className="card record-card" aria-labelledby={headingId}>
      <header className="record-card__header">
        <h2 id={headingId} className="record-card__name">
          {title?.line(record)}
        </h2>
        {badge?.render(record)}
      </header>
      {lines.map((column) => {
        const line = column.line(record);
        if (line === '' || line === null || line === undefined) return null;
        if (column.long && typeof line === 'string') {
          return <ClampedText key={column.key} name={record.name} text={line} />;
        }
        return (
          <p key={column.key} className="record-card__line">
            {line}
          </p>
        );
      })}
      {time && (
        <p className="record-card__time">
          {CARD_TEXT.time[time]} <time dateTime={stamp}>{formatDateTime(stamp)}</time>
        </p>
      )}
      {/* The checkbox and the buttons share the last row: a card no taller than it must be. */}
      <footer className="record-card__footer">
        <SelectRecordCheckbox record={record} withWord />
        <RecordActions
          record={record}
          onEdit={onEdit}
          onDelete={onDelete}
          className="record-card__actions"
        />
      </footer>
    </article>
  );
}

export interface CardsProps extends RecordItemsProps {
  /** Cards per row: two on a desktop, one on a phone. */
  columnsPerRow: number;
  Card: ComponentType<CardProps>;
  badge: Column | null;
  time: TimeField | undefined;
}

/**
 * The cards: two columns on a desktop, one on a phone (.card-grid); sorted by the page's select.
 * From VIRTUALIZE_FROM records only the rows of cards near the screen are in the DOM.
 */
export function RecordCards(props: CardsProps) {
  const { records, label, Card } = props;
  if (records.length >= VIRTUALIZE_FROM) return <VirtualRecordCards {...props} />;
  const card = cardProps(props);
  return (
    <ul className="card-grid record-grid" aria-label={label}>
      {records.map((record) => (
        <li key={record.id}>
          <Card record={record} {...card} />
        </li>
      ))}
    </ul>
  );
}

/** What every card of the list is given besides its record. */
const cardProps = ({ columns, badge, time, onEdit, onDelete }: CardsProps) => ({
  columns,
  badge,
  time,
  onEdit,
  onDelete,
});

/**
 * The grid with only the rows near the screen in the DOM. The page scrolls; each row of cards is
 * measured. aria-setsize/aria-posinset tell assistive technology the true size of the list.
 */
function VirtualRecordCards(props: CardsProps) {
  const { records, label, columnsPerRow: perRow, Card } = props;
  const card = cardProps(props);
  const { listRef, entries, padding, measureElement } = useWindowVirtualList<HTMLDivElement>({
    count: Math.ceil(records.length / perRow),
    // A card of a few lines; the real height is measured.
    estimateSize: 190,
    overscan: 3,
    // .card-grid's gap.
    gap: 12,
    getItemKey: (row) => records[row * perRow]?.id ?? row,
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
              <Card record={record} {...card} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
