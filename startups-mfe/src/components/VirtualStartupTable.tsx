import { useRenderedUpTo, useVirtualizer } from '@sistema/shared';
import { useRef } from 'react';
import { PAGE_TEXT } from '../messages.ts';
import { StartupRow } from './StartupRow.tsx';
import type { StartupItemsProps, StartupSortProps } from './startup-items.ts';
import { COLUMN_COUNT, StartupTableHead } from './StartupTableHead.tsx';

// A row is a small button's height plus the cell padding; the real height is measured.
const ESTIMATED_ROW_HEIGHT_PX = 57;
// Rows rendered beyond each edge, so Tab from the last visible row finds the next one.
const OVERSCAN_ROWS = 8;

/**
 * The same <table>, columns and buttons, with only the rows near the viewport in the DOM; spacer
 * rows keep the scroll height. aria-rowcount/aria-rowindex tell assistive technology the true size.
 */
export function VirtualStartupTable({
  startups,
  onEdit,
  onDelete,
  order,
  onSort,
  onRendered,
}: StartupItemsProps & StartupSortProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: startups.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT_PX,
    overscan: OVERSCAN_ROWS,
    getItemKey: (index) => startups[index]?.id ?? index,
  });
  const rows = virtualizer.getVirtualItems();
  useRenderedUpTo(rows.at(-1)?.index, onRendered);
  const before = rows[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0);

  return (
    <div
      ref={scrollRef}
      className="card table-wrap table-wrap--scroll"
      // Focusable so the keyboard can scroll it; named so that stop is announced.
      tabIndex={0}
      role="region"
      aria-label={PAGE_TEXT.tableCaption}
    >
      <table className="table table--fixed" aria-rowcount={startups.length + 1}>
        <caption className="visually-hidden">{PAGE_TEXT.tableCaption}</caption>
        <StartupTableHead virtual order={order} onSort={onSort} />
        <tbody>
          {before > 0 && <SpacerRow height={before} />}
          {rows.map((row) => {
            const startup = startups[row.index];
            return startup ? (
              <StartupRow
                key={row.key}
                ref={virtualizer.measureElement}
                index={row.index}
                startup={startup}
                onEdit={onEdit}
                onDelete={onDelete}
              />
            ) : null;
          })}
          {after > 0 && <SpacerRow height={after} />}
        </tbody>
      </table>
    </div>
  );
}

function SpacerRow({ height }: { height: number }) {
  return (
    <tr aria-hidden="true" className="table__spacer">
      <td colSpan={COLUMN_COUNT} style={{ height }} />
    </tr>
  );
}
