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
  /** A card's line: a screen's own cell, else the value as plain words (a select's label). */
  line: Cell;
  /** A paragraph: a card clamps it to a few lines, with 'Ver más'. */
  long: boolean;
}

/** A field's value as words: a day, an amount, a select's label, or the text itself. */
function valueText(key: string, field: FieldDefinition): (record: AnyRecord) => string {
  const column = columnOf(key, field);
  return (record) => {
    const value = record[column] as string | number | null | undefined;
    const missing = value === null || value === undefined;
    switch (field.type) {
      case 'date':
        return formatDateOnly(missing ? null : String(value));
      case 'number':
        if (field.currency) return formatUsd(missing ? null : Number(value));
        return missing ? '-' : String(value);
      case 'select':
        return field.labels?.[String(value)] ?? String(value ?? '');
      default:
        return missing ? '' : String(value);
    }
  };
}

/** A field's value as the list shows it: a select's label in a badge, else its words. */
function defaultCell(field: FieldDefinition, text: (record: AnyRecord) => string): Cell {
  if (field.type !== 'select') return text;
  return (record) => <span className="badge badge--blue">{text(record)}</span>;
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
  return entries.map(({ field: key, wrap, width }, index) =>
    fieldColumn(definition, key, cells, {
      className:
        index === 0
          ? 'table__name'
          : definition.fields[key]?.type === 'number'
            ? 'num'
            : wrap
              ? 'table__wrap'
              : undefined,
      width: width ?? 'auto',
    }),
  );
}

/** The field a card shows as a badge beside its heading, as a column. */
export function badgeColumn(
  definition: AnyResource,
  cells: Readonly<Record<string, Cell>> = {},
): Column | null {
  const { list } = definition;
  if (list.view !== 'cards' || !list.badge) return null;
  return fieldColumn(definition, list.badge, cells, { width: 'auto' });
}

/** One field as a column: its header, its cell (a screen's own, else the default) and its line. */
function fieldColumn(
  definition: AnyResource,
  key: string,
  cells: Readonly<Record<string, Cell>>,
  layout: { className?: string | undefined; width: string },
): Column {
  const field = definition.fields[key];
  if (!field) throw new Error(`${definition.key}: a column of no field, ${key}`);
  const text = valueText(key, field);
  const own = cells[key];
  return {
    key,
    header: field.short ?? field.label,
    ...(layout.className && { className: layout.className }),
    width: layout.width,
    sortable: key in definition.sorts,
    render: own ?? defaultCell(field, text),
    line: own ?? text,
    long: field.type === 'longText',
  };
}

/** A record's 'Editar' inside the page, found again after a reload to put focus back on it. */
export const findEditButton = (container: ParentNode | null, id: number) =>
  container?.querySelector<HTMLElement>(`[data-edit-id="${String(id)}"]`) ?? null;
