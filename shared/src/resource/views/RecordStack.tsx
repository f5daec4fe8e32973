import type { CSSProperties, Ref } from 'react';
import { useWindowVirtualList } from '../../lists/useWindowVirtualList.ts';
import { SelectRecordCheckbox } from '../../selection/SelectionContext.tsx';
import type { AnyRecord } from '../from-definition.ts';
import type { Column } from './columns.tsx';
import { RecordActions } from './RecordActions.tsx';
import { VIRTUALIZE_FROM, type RecordItemsProps } from './RecordTable.tsx';

/**
 * An item's height on a phone: its heading, the checkbox, the buttons and the padding, and a line
 * per other field (295 px for a startup's four, from 360 to 700 px wide).
 */
const itemHeight = (columns: readonly Column[]) => 175 + 30 * Math.max(0, columns.length - 1);

/**
 * The style of each item of a whole (not virtualised) list: the browser skips the style and layout
 * of the items away from the screen until they near it (`content-visibility: auto`), yet they stay
 * in the DOM, so find-in-page, screen readers and Tab still reach every one. On a phone, laying out
 * 100 startups at once was a 140 ms task under Lighthouse's 4× slowdown. The estimated height holds
 * an item's room until it has been laid out once, so the scrollbar hardly moves.
 */
const skipWhileOffscreen = (height: number): CSSProperties => ({
  contentVisibility: 'auto',
  containIntrinsicSize: `auto ${String(height)}px`,
});

/** The phone's list: one stacked item per record; virtualised for a long list. */
export function RecordStack(props: RecordItemsProps) {
  if (props.records.length >= VIRTUALIZE_FROM) return <VirtualRecordStack {...props} />;
  const { records, columns, label, onEdit, onDelete } = props;
  const style = skipWhileOffscreen(itemHeight(columns));
  return (
    <ul className="record-stack" aria-label={label}>
      {records.map((record) => (
        <RecordItem
          key={record.id}
          record={record}
          columns={columns}
          onEdit={onEdit}
          onDelete={onDelete}
          style={style}
        />
      ))}
    </ul>
  );
}

interface RecordItemProps {
  record: AnyRecord;
  columns: Column[];
  onEdit: (record: AnyRecord) => void;
  onDelete: (record: AnyRecord) => void;
  /** Set by the virtualised list: the item's measuring ref and its position in the whole list. */
  ref?: Ref<HTMLLIElement>;
  index?: number;
  setSize?: number;
  /** A whole list's item: skipped while off screen (the virtualiser measures its own items). */
  style?: CSSProperties;
}

/** One record on a phone: its first column as a heading, each other under its name, the buttons. */
function RecordItem(props: RecordItemProps) {
  const { record, columns, onEdit, onDelete, ref, index, setSize, style } = props;
  const [title, ...rest] = columns;
  return (
    <li
      ref={ref}
      data-index={index}
      className="card record-item"
      aria-posinset={index === undefined ? undefined : index + 1}
      aria-setsize={setSize}
      style={style}
    >
      <h2 className="record-item__name">{title?.render(record)}</h2>
      {rest.length > 0 && (
        <dl className="record-item__fields">
          {rest.map((column) => (
            <div key={column.key}>
              <dt>{column.header}</dt>
              <dd className={column.className === 'num' ? 'num' : undefined}>
                {column.render(record)}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <SelectRecordCheckbox record={record} withWord />
      <RecordActions
        record={record}
        onEdit={onEdit}
        onDelete={onDelete}
        className="record-item__actions"
      />
    </li>
  );
}

/**
 * The stacked items with only those near the screen in the DOM; aria-setsize/aria-posinset tell
 * assistive technology the true size.
 */
function VirtualRecordStack({ records, columns, label, onEdit, onDelete }: RecordItemsProps) {
  const { listRef, entries, padding, measureElement } = useWindowVirtualList<HTMLUListElement>({
    count: records.length,
    // The real height is measured.
    estimateSize: itemHeight(columns),
    overscan: 4,
    // .record-stack's gap.
    gap: 12,
    getItemKey: (index) => records[index]?.id ?? index,
  });
  return (
    <ul ref={listRef} className="record-stack" aria-label={label} style={padding}>
      {entries.map((entry) => {
        const record = records[entry.index];
        return record ? (
          <RecordItem
            key={entry.key}
            ref={measureElement}
            index={entry.index}
            setSize={records.length}
            record={record}
            columns={columns}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        ) : null;
      })}
    </ul>
  );
}
