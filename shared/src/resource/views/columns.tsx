import type { ReactNode } from 'react';
import {
  columnOf,
  type AnyResource,
  type FieldDefinition,
  type TableColumn,
} from '../../contract/index.ts';
import { formatUsd } from '../../format/currency.ts';
import { formatDateOnly } from '../../format/date.ts';
import type { AnyRecord } from '../from-definition.ts';

/** How a screen draws one field of a record, where the default does not fit (a coloured badge). */
export type Cell = (record: AnyRecord) => ReactNode;

/** A column of the table (or a line of a stacked item or card), ready to draw. */
export interface Column {
  key: string;
  header: string;
  /** The table cell's class: a number aligns right, long text wraps. */
  className?: string;
  width: string;
  sortable: boolean;
  render: Cell;
}

/** A field's value as the list shows it: a day, an amount, a select's label in a badge, or text. */
function defaultCell(key: string, field: FieldDefinition): Cell {
  const column = columnOf(key, field);
  return (record) => {
    const value = record[column] as string | number | null | undefined;
    switch (field.type) {
      case 'date':
        return formatDateOnly(value === null || value === undefined ? null : String(value));
      case 'number':
        return field.currency
          ? formatUsd(value === null || value === undefined ? null : Number(value))
          : (value ?? '-');
      case 'select':
        return <span className="badge badge--blue">{field.labels?.[String(value)] ?? value}</span>;
      default:
        return value ?? '';
    }
  };
}

/** The list's columns (or card lines), in the definition's order, with any screen's own cells. */
export function listColumns(
  definition: AnyResource,
  cells: Readonly<Record<string, Cell>> = {},
): Column[] {
  const { list } = definition;
  const entries: TableColumn[] =
    list.view === 'table'
      ? list.columns.map((column) => (typeof column === 'string' ? { field: column } : column))
      : list.fields.map((field) => ({ field }));
  return entries.map(({ field: key, wrap, width }, index) => {
    const field = definition.fields[key];
    if (!field) throw new Error(`${definition.key}: a column of no field, ${key}`);
    const number = field.type === 'number';
    return {
      key,
      header: field.short ?? field.label,
      className: index === 0 ? 'table__name' : number ? 'num' : wrap ? 'table__wrap' : undefined,
      width: width ?? 'auto',
      sortable: key in definition.sorts,
      render: cells[key] ?? defaultCell(key, field),
    };
  });
}

/** A record's 'Editar' inside the page, found again after a reload to put focus back on it. */
export const findEditButton = (container: ParentNode | null, id: number) =>
  container?.querySelector<HTMLElement>(`[data-edit-id="${String(id)}"]`) ?? null;
