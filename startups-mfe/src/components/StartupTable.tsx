import { PAGE_TEXT } from '../messages.ts';
import { StartupRow } from './StartupRow.tsx';
import { StartupTableHead } from './StartupTableHead.tsx';
import type { StartupTableProps } from './StartupTableProps.ts';
import { VirtualStartupTable } from './VirtualStartupTable.tsx';

/** From this many rows only the visible ones are rendered (a 10,000-row list stays light). */
export const VIRTUALIZE_FROM_ROWS = 200;

export function StartupTable(props: StartupTableProps) {
  if (props.startups.length >= VIRTUALIZE_FROM_ROWS) return <VirtualStartupTable {...props} />;
  const { startups, onEdit, onDelete } = props;
  return (
    <div className="card table-wrap">
      <table className="table">
        <caption className="visually-hidden">{PAGE_TEXT.tableCaption}</caption>
        <StartupTableHead />
        <tbody>
          {startups.map((startup) => (
            <StartupRow key={startup.id} startup={startup} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
