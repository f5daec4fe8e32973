import { PAGE_TEXT } from '../messages.ts';
import { StartupRow } from './StartupRow.tsx';
import { StartupTableHead } from './StartupTableHead.tsx';
import {
  VIRTUALIZE_FROM_ROWS,
  type StartupItemsProps,
  type StartupSortProps,
} from './startup-items.ts';
import { VirtualStartupTable } from './VirtualStartupTable.tsx';

export type StartupTableProps = StartupItemsProps & StartupSortProps;

/** The wide screen's table, with sortable headers; virtualised for a long list. */
export function StartupTable(props: StartupTableProps) {
  if (props.startups.length >= VIRTUALIZE_FROM_ROWS) return <VirtualStartupTable {...props} />;
  const { startups, onEdit, onDelete, order, onSort } = props;
  return (
    <div className="card table-wrap">
      <table className="table">
        <caption className="visually-hidden">{PAGE_TEXT.tableCaption}</caption>
        <StartupTableHead order={order} onSort={onSort} />
        <tbody>
          {startups.map((startup) => (
            <StartupRow key={startup.id} startup={startup} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
