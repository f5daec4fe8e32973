import { SORT_KEYS } from '../startup-sort.ts';
import { COLUMN_HEADERS } from '../messages.ts';
import type { StartupSortProps } from './startup-items.ts';

export const COLUMN_COUNT = Object.keys(COLUMN_HEADERS).length;

// Fixed widths for the virtualised table: with only some rows in the DOM, automatic layout would
// resize the columns on every scroll. The date, the category badge, the amount and the two buttons
// get the room their longest value needs ('E-commerce', 'USD 999,999,999', the selection checkbox
// beside the buttons), so the table's narrowest form never cuts them; name and
// place share the rest and wrap.
const VIRTUAL_COLUMN_WIDTHS = ['auto', '8.5rem', 'auto', '9.5rem', '11rem', '14.5rem'];

export interface StartupTableHeadProps extends StartupSortProps {
  /** Only some rows are in the DOM: fixed column widths, and the header is row 1 of aria-rowcount. */
  virtual?: boolean;
}

export function StartupTableHead({ virtual = false, order, onSort }: StartupTableHeadProps) {
  return (
    <>
      {virtual && (
        <colgroup>
          {VIRTUAL_COLUMN_WIDTHS.map((width, index) => (
            <col key={index} style={{ width }} />
          ))}
        </colgroup>
      )}
      <thead>
        <tr aria-rowindex={virtual ? 1 : undefined}>
          {SORT_KEYS.map((key) => {
            const direction = order?.key === key ? order.direction : undefined;
            return (
              <th
                key={key}
                scope="col"
                aria-sort={direction}
                className={key === 'fundingAmount' ? 'num' : undefined}
              >
                <button
                  type="button"
                  className="table__sort"
                  data-direction={direction}
                  onClick={() => onSort(key)}
                >
                  {COLUMN_HEADERS[key]}
                  <SortIcon />
                </button>
              </th>
            );
          })}
          <th scope="col">{COLUMN_HEADERS.actions}</th>
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
