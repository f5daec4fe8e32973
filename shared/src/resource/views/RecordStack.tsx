import type { Ref } from 'react';
import { useWindowVirtualList } from '../../lists/useWindowVirtualList.ts';
import { SelectRecordCheckbox } from '../../selection/SelectionContext.tsx';
import type { AnyRecord } from '../from-definition.ts';
import type { Column } from './columns.tsx';
import { RecordActions } from './RecordActions.tsx';
import { VIRTUALIZE_FROM, type RecordItemsProps } from './RecordTable.tsx';

/** The phone's list: one stacked item per record; virtualised for a long list. */
export function RecordStack(props: RecordItemsProps) {
  if (props.records.length >= VIRTUALIZE_FROM) return <VirtualRecordStack {...props} />;
  const { records, columns, label, onEdit, onDelete } = props;
  return (
    <ul className="record-stack" aria-label={label}>
      {records.map((record) => (
        <RecordItem
          key={record.id}
          record={record}
          columns={columns}
          onEdit={onEdit}
          onDelete={onDelete}
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
}

/** One record on a phone: its first column as a heading, each other under its name, the buttons. */
function RecordItem({ record, columns, onEdit, onDelete, ref, index, setSize }: RecordItemProps) {
  const [title, ...rest] = columns;
  return (
    <li
      ref={ref}
      data-index={index}
      className="card record-item"
      aria-posinset={index === undefined ? undefined : index + 1}
      aria-setsize={setSize}
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
function VirtualRecordStack({
  records,
  columns,
  label,
  onEdit,
  onDelete,
  onRendered,
}: RecordItemsProps) {
  const { listRef, entries, padding, measureElement } = useWindowVirtualList<HTMLUListElement>({
    count: records.length,
    // An item is its heading, a few labelled fields and the buttons; the real height is measured.
    estimateSize: 80 + 40 * columns.length,
    overscan: 4,
    // .record-stack's gap.
    gap: 12,
    getItemKey: (index) => records[index]?.id ?? index,
    onRendered,
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
