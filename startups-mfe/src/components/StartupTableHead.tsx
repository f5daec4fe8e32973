import { COLUMN_HEADERS } from '../messages.ts';

export const COLUMN_COUNT = Object.keys(COLUMN_HEADERS).length;

// Fixed shares for the virtualised table: with only some rows in the DOM, automatic layout would
// resize the columns on every scroll.
const VIRTUAL_COLUMN_WIDTHS = ['22%', '12%', '21%', '12%', '14%', '19%'];

/**
 * `virtual` when only some rows are in the DOM: fixed column widths, and the header is row 1 of
 * the table's aria-rowcount.
 */
export function StartupTableHead({ virtual = false }: { virtual?: boolean }) {
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
          <th scope="col">{COLUMN_HEADERS.name}</th>
          <th scope="col">{COLUMN_HEADERS.foundedAt}</th>
          <th scope="col">{COLUMN_HEADERS.location}</th>
          <th scope="col">{COLUMN_HEADERS.category}</th>
          <th scope="col" className="num">
            {COLUMN_HEADERS.fundingAmount}
          </th>
          <th scope="col">{COLUMN_HEADERS.actions}</th>
        </tr>
      </thead>
    </>
  );
}
