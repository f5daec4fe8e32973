import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type Ref } from 'react';
import { ACTION_LABELS } from '../../components/action-labels.ts';
import type { SortOrder } from '../../lists/sorting.ts';
import { SelectRecordCheckbox } from '../../selection/SelectionContext.tsx';
import type { AnyRecord } from '../from-definition.ts';
import type { Column } from './columns.tsx';
import { RecordActions } from './RecordActions.tsx';

/** From this many records only the visible ones are rendered (a 10,000-row list stays light). */
export const VIRTUALIZE_FROM = 200;
// A row is a small button's height plus the cell padding; the real height is measured.
const ESTIMATED_ROW_HEIGHT_PX = 57;
// Rows rendered beyond each edge, so Tab from the last visible row finds the next one.
const OVERSCAN_ROWS = 8;

/** What every view of a list is given (a table, stacked items, cards; whole or virtualised). */
export interface RecordItemsProps {
  records: AnyRecord[];
  columns: Column[];
  /** The list's accessible name ('Lista de startups'). */
  label: string;
  onEdit: (record: AnyRecord) => void;
  onDelete: (record: AnyRecord) => void;
}

export interface TableProps extends RecordItemsProps {
  order: SortOrder<string> | null;
  onSort: (key: string) => void;
  /** The actions column's width once only some rows are in the DOM. */
  actionsWidth: string;
}

/** The wide screen's table, with sortable headers; virtualised for a long list. */
export function RecordTable(props: TableProps) {
  if (props.records.length >= VIRTUALIZE_FROM) return <VirtualRecordTable {...props} />;
  const { records, columns, label, onEdit, onDelete } = props;
  return (
    <div className="card table-wrap">
      <table className="table table--fixed table--wrapping">
        <caption className="visually-hidden">{label}</caption>
        <TableHead {...props} virtual={false} />
        <tbody>
          {records.map((record) => (
            <RecordRow
              key={record.id}
              record={record}
              columns={columns}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TableHead({
  columns,
  order,
  onSort,
  actionsWidth,
  virtual,
}: TableProps & { virtual: boolean }) {
  return (
    <>
      {/* Fixed widths: automatic layout would let one long name push 'Eliminar' out of the card,
          and, with only some rows in the DOM, resize the columns on scroll. */}
      <colgroup>
        {columns.map((column) => (
          <col key={column.key} style={{ width: column.width }} />
        ))}
        <col style={{ width: actionsWidth }} />
      </colgroup>
      <thead>
        <tr aria-rowindex={virtual ? 1 : undefined}>
          {columns.map(({ key, header, className, sortable }) => {
            const direction = order?.key === key ? order.direction : undefined;
            return (
              <th
                key={key}
                scope="col"
                aria-sort={direction}
                className={className === 'num' ? 'num' : undefined}
              >
                {sortable ? (
                  <button
                    type="button"
                    className="table__sort"
                    data-direction={direction}
                    onClick={() => onSort(key)}
                  >
                    {header}
                    <SortIcon />
                  </button>
                ) : (
                  header
                )}
              </th>
            );
          })}
          <th scope="col">{ACTION_LABELS.actions}</th>
        </tr>
      </thead>
    </>
  );
}

/** Two small arrows; the stylesheet darkens the one of the current direction (no text, no name). */
function SortIcon() {
  return (
    <svg className="table__sort-icon" viewBox="0 0 10 14" aria-hidden="true" focusable="false">
      <path className="table__sort-up" d="M5 1 9 6H1z" />
      <path className="table__sort-down" d="M5 13 1 8h8z" />
    </svg>
  );
}

interface RecordRowProps {
  record: AnyRecord;
  columns: Column[];
  onEdit: (record: AnyRecord) => void;
  onDelete: (record: AnyRecord) => void;
  /** Set by the virtualised table: the row's measuring ref and its position in the whole list. */
  ref?: Ref<HTMLTableRowElement>;
  index?: number;
}

function RecordRow({ record, columns, onEdit, onDelete, ref, index }: RecordRowProps) {
  return (
    <tr
      ref={ref}
      data-index={index}
      // Row 1 is the header, so the first record is row 2 of the whole table.
      aria-rowindex={index === undefined ? undefined : index + 2}
    >
      {columns.map((column) => (
        <td key={column.key} className={column.className}>
          {column.render(record)}
        </td>
      ))}
      <td>
        {/* In the actions cell: the columns stay the definition's. */}
        <SelectRecordCheckbox record={record} />
        <RecordActions
          record={record}
          onEdit={onEdit}
          onDelete={onDelete}
          className="table__actions"
        />
      </td>
    </tr>
  );
}

/**
 * The same <table>, columns and buttons, with only the rows near the viewport in the DOM; spacer
 * rows keep the scroll height. aria-rowcount/aria-rowindex tell assistive technology the true size.
 */
function VirtualRecordTable(props: TableProps) {
  const { records, columns, label, onEdit, onDelete } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  // The compiler leaves this component unmemoised, as the remotes' tables are: the virtualiser's
  // functions change with every scroll.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: records.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT_PX,
    overscan: OVERSCAN_ROWS,
    getItemKey: (index) => records[index]?.id ?? index,
  });
  const rows = virtualizer.getVirtualItems();
  const before = rows[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0);
  const spacer = (height: number) => (
    <tr aria-hidden="true" className="table__spacer">
      <td colSpan={columns.length + 1} style={{ height }} />
    </tr>
  );

  return (
    <div
      ref={scrollRef}
      className="card table-wrap table-wrap--scroll"
      // Focusable so the keyboard can scroll it; named so that stop is announced.
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table className="table table--fixed" aria-rowcount={records.length + 1}>
        <caption className="visually-hidden">{label}</caption>
        <TableHead {...props} virtual />
        <tbody>
          {before > 0 && spacer(before)}
          {rows.map((row) => {
            const record = records[row.index];
            return record ? (
              <RecordRow
                key={row.key}
                ref={virtualizer.measureElement}
                index={row.index}
                record={record}
                columns={columns}
                onEdit={onEdit}
                onDelete={onDelete}
              />
            ) : null;
          })}
          {after > 0 && spacer(after)}
        </tbody>
      </table>
    </div>
  );
}
