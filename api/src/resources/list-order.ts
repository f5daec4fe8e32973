import { VALIDATION_MESSAGES } from '@sistema/shared/contract';

// A list's order and its keyset pages (docs/architecture.md, API contract: pages). The next page
// starts strictly after the last row sent, by (sort value, id), instead of an OFFSET: each page
// costs an index range whatever its depth, and a record added or removed between two pages moves
// no other record from one page to another (nothing is sent twice, nothing skipped).

/**
 * What a list can be ordered by: an SQL expression over the row (an index of migration 014 holds
 * it with the id) and the type its text is cast back to when it comes back in a cursor.
 */
export interface SortKey {
  expression: string;
  type: 'text' | 'date' | 'numeric' | 'integer' | 'timestamptz';
  /** Records without a value go last in both directions, as the screens show them. */
  nullable?: boolean;
}

export interface ListOrder {
  /** The `sort` parameter it comes from ('' for the list's own order). */
  param: string;
  key: SortKey;
  direction: 'ASC' | 'DESC';
}

/** A text sort as the screens sort text: case and accents do not separate words (migration 009). */
export const textSort = (column: string): SortKey => ({
  expression: `lower(immutable_unaccent(${column}))`,
  type: 'text',
});

/** The order a `sort` parameter names ('name', '-name'); the list's own one without it. */
export function listOrder(
  sorts: Record<string, SortKey>,
  fallback: { column: string; direction: 'ASC' | 'DESC'; type: SortKey['type'] },
  param: string | undefined,
): ListOrder {
  if (!param) {
    const { column, direction, type } = fallback;
    return { param: '', key: { expression: column, type }, direction };
  }
  const descending = param.startsWith('-');
  const key = sorts[descending ? param.slice(1) : param];
  // The query's schema only lets the offered sorts through.
  if (!key) throw new Error(`no sort ${param}`);
  return { param, key, direction: descending ? 'DESC' : 'ASC' };
}

/** ORDER BY of the order; the id, in the same direction, breaks ties. */
export function orderBy({ key, direction }: ListOrder) {
  const nulls = key.nullable ? ' NULLS LAST' : '';
  return `${key.expression} ${direction}${nulls}, id ${direction}`;
}

/** Where the last page ended: the text of its last row's sort value (null: none) and its id. */
export interface PageEnd {
  value: string | null;
  id: number;
}

/**
 * The condition "after `end`" in the order; `param` gives the placeholder of each value. A row
 * comparison, so the (expression, id) index serves it as a range.
 */
export function afterEnd(
  { key, direction }: ListOrder,
  end: PageEnd,
  param: (value: unknown) => string,
) {
  const op = direction === 'ASC' ? '>' : '<';
  const id = param(end.id);
  if (end.value === null) {
    // Among the records without a value (the last ones), the ids after this one.
    return `(${key.expression} IS NULL AND id ${op} ${id}::integer)`;
  }
  const value = `${param(end.value)}::${key.type}`;
  const after = `(${key.expression}, id) ${op} (${value}, ${id}::integer)`;
  return key.nullable ? `(${after} OR ${key.expression} IS NULL)` : after;
}

/** The cursor of a page's last row: opaque to clients (base64url of JSON). */
export const encodeCursor = (order: ListOrder, end: PageEnd) =>
  Buffer.from(JSON.stringify([order.param, end.value, end.id])).toString('base64url');

/** A cursor that was not made for this order (or not made here): the contract's Spanish 400. */
export class CursorError extends Error {
  readonly code = 'LIST_CURSOR_INVALID';
  readonly statusCode = 400;
  constructor(message: string = VALIDATION_MESSAGES.cursorInvalid) {
    super(message);
  }
}

// What each type's text looks like, as PostgreSQL writes it; the database checks the rest (a
// data exception of the page's query is answered as a bad cursor too).
const VALUE_TEXT: Record<SortKey['type'], RegExp> = {
  text: /^[\s\S]{0,1000}$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  numeric: /^\d{1,40}(\.\d{1,40})?$/,
  integer: /^-?\d{1,9}$/,
  timestamptz: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/,
};

/** Reads a cursor back; throws CursorError unless it was made for this very order. */
export function decodeCursor(cursor: string, order: ListOrder): PageEnd {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new CursorError();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw new CursorError();
  const [param, value, id] = parsed as unknown[];
  const valueFits =
    (value === null && order.key.nullable === true) ||
    (typeof value === 'string' && VALUE_TEXT[order.key.type].test(value));
  if (param !== order.param || !valueFits || !Number.isSafeInteger(id)) throw new CursorError();
  return { value, id: id as number };
}

/** PostgreSQL's class 22 (data exception): a value its type cannot hold. */
export const isDataException = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  typeof error.code === 'string' &&
  error.code.startsWith('22');
