export type SortDirection = 'ascending' | 'descending';

export interface SortOrder<K extends string> {
  key: K;
  direction: SortDirection;
}

/** A sortable field's value: text, a number, or nothing (always listed last). */
export type SortValue = string | number | null | undefined;

// Spanish text order: accents and case do not separate words ('árbol' beside 'Arbol'), and digits
// compare as numbers ('Lote 9' before 'Lote 10').
const spanish = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** `?sort=name` is ascending, `?sort=-name` descending; anything else is no order. */
export function parseSort<K extends string>(
  param: string,
  keys: readonly K[],
): SortOrder<K> | null {
  const descending = param.startsWith('-');
  const key = (descending ? param.slice(1) : param) as K;
  if (!keys.includes(key)) return null;
  return { key, direction: descending ? 'descending' : 'ascending' };
}

export const formatSort = <K extends string>(order: SortOrder<K> | null): string =>
  order ? `${order.direction === 'descending' ? '-' : ''}${order.key}` : '';

/** A column header's click: ascending first, then it flips. */
export function nextSort<K extends string>(current: SortOrder<K> | null, key: K): SortOrder<K> {
  const flip = current?.key === key && current.direction === 'ascending';
  return { key, direction: flip ? 'descending' : 'ascending' };
}

const isEmpty = (value: SortValue) => value === null || value === undefined || value === '';

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return spanish.compare(String(a), String(b));
}

/**
 * A sorted copy of `records` (the list as loaded stays untouched). Empty values go last in both
 * directions; equal values keep the loaded order (the API's: newest first).
 */
export function sortRecords<T, K extends string>(
  records: readonly T[],
  order: SortOrder<K> | null,
  valueOf: (record: T, key: K) => SortValue,
): T[] {
  if (!order) return [...records];
  const sign = order.direction === 'descending' ? -1 : 1;
  // Read each value once: a 10,000-row sort compares ~130,000 times.
  const keyed = records.map((record) => ({ record, value: valueOf(record, order.key) }));
  keyed.sort((a, b) => {
    const aEmpty = isEmpty(a.value);
    const bEmpty = isEmpty(b.value);
    if (aEmpty || bEmpty) return Number(aEmpty) - Number(bEmpty);
    return sign * compareValues(a.value, b.value);
  });
  return keyed.map((entry) => entry.record);
}
